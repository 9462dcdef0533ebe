import type { BrandSource } from '../../registry/schema'

export default {
  name: 'PMC AI',
  note: 'Project control: a deep harbour teal, calm and exact.',
  colours: {
    primary: '#00353C',
    primaryActive: '#365F65',
    gradation1: '#00353C',
    gradation2: '#00635F',
  },
} satisfies BrandSource
