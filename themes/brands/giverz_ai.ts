import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Giverz AI',
  note: 'Givers: a generous, heart-warm raspberry easing into coral.',
  colours: {
    primary: '#B60254',
    primaryActive: '#C53778',
    gradation1: '#B60254',
    gradation2: '#AE3F2C',
  },
} satisfies BrandSource
