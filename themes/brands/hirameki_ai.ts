import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Hirameki AI',
  note: 'A flash of inspiration: electric violet sparking into magenta.',
  colours: {
    primary: '#6F2FB7',
    primaryActive: '#8D5BC6',
    gradation1: '#6F2FB7',
    gradation2: '#AA2B8A',
  },
} satisfies BrandSource
