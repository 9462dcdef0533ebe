import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Rulesome AI',
  note: 'Oxblood of bound law books, warmed by leather brown.',
  colours: {
    primary: '#5F101C',
    primaryActive: '#81424C',
    gradation1: '#5F101C',
    gradation2: '#833F27',
  },
} satisfies BrandSource
