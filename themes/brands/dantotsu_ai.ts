import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Dantotsu AI',
  note: 'Far ahead of the field (断トツ): champion red with a gold finish.',
  colours: {
    primary: '#80011D',
    primaryActive: '#9B364C',
    gradation1: '#80011D',
    gradation2: '#876204',
  },
} satisfies BrandSource
