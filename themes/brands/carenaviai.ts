import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Care Navi AI',
  note: 'Navigating care: a quiet sage green opening into clear blue.',
  colours: {
    primary: '#3F553F',
    primaryActive: '#677967',
    gradation1: '#3F553F',
    gradation2: '#116D8A',
  },
} satisfies BrandSource
