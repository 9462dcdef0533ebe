import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Achievement Awakening',
  note: 'Awakening: the ultramarine before dawn breaking into sunrise orange.',
  colours: {
    primary: '#0B05A3',
    primaryActive: '#3E3AB6',
    gradation1: '#0B05A3',
    gradation2: '#A24102',
  },
} satisfies BrandSource
