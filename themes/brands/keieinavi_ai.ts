import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Keiei Navi AI',
  note: 'A management navigator: marine blue charting into teal.',
  colours: {
    primary: '#014972',
    primaryActive: '#366F90',
    gradation1: '#014972',
    gradation2: '#06717A',
  },
} satisfies BrandSource
