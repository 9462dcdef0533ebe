import type { BrandSource } from '../../registry/schema'

export default {
  name: 'BC AI',
  note: 'Business continuity: dependable steel blue-grey with a firm blue backbone.',
  colours: {
    primary: '#2B4C5F',
    primaryActive: '#587281',
    gradation1: '#2B4C5F',
    gradation2: '#154D8C',
  },
} satisfies BrandSource
