import type { BrandSource } from '../../registry/schema'

export default {
  name: 'DOFA AI',
  note: 'Ink indigo lifting into violet.',
  colours: {
    primary: '#322896',
    primaryActive: '#5D55AC',
    gradation1: '#322896',
    gradation2: '#7743B2',
  },
} satisfies BrandSource
