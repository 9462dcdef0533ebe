import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Oneness AI',
  note: 'Deep sea teal flowing into a calm sea green: everything as one.',
  colours: {
    primary: '#024D4F',
    primaryActive: '#377274',
    gradation1: '#024D4F',
    gradation2: '#256D4C',
  },
} satisfies BrandSource
