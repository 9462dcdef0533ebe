import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Hitocomuu',
  note: 'Human warmth: terracotta clay into amber.',
  colours: {
    primary: '#8B3E09',
    primaryActive: '#A3673D',
    gradation1: '#8B3E09',
    gradation2: '#8F5D04',
  },
} satisfies BrandSource
