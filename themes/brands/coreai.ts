import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Core AI',
  note: 'Magma at the core: dark red glowing out to orange.',
  colours: {
    primary: '#721405',
    primaryActive: '#90453A',
    gradation1: '#721405',
    gradation2: '#9A4901',
  },
} satisfies BrandSource
