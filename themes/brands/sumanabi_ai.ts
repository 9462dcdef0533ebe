import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Sumanabi AI',
  note: 'Bright cerulean for smart learning, washing into sky cyan.',
  colours: {
    primary: '#005792',
    primaryActive: '#367AA9',
    gradation1: '#005792',
    gradation2: '#07758C',
  },
} satisfies BrandSource
