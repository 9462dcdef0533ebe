import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Eiyou AI',
  note: 'Nutrition: leafy yellow-green with a carrot-orange finish.',
  colours: {
    primary: '#3E5A01',
    primaryActive: '#677D36',
    gradation1: '#3E5A01',
    gradation2: '#9C5301',
  },
} satisfies BrandSource
