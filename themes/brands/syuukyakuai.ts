import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Syuukyaku AI',
  note: 'Attracting customers (集客): a magnetic fuchsia drawing in coral.',
  colours: {
    primary: '#A81982',
    primaryActive: '#BA499C',
    gradation1: '#A81982',
    gradation2: '#B8284D',
  },
} satisfies BrandSource
