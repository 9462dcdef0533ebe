import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Yousupo',
  note: 'Playful rose-orange for support that feels friendly.',
  colours: {
    primary: '#9E2C45',
    primaryActive: '#B2586C',
    gradation1: '#9E2C45',
    gradation2: '#AC5701',
  },
} satisfies BrandSource
