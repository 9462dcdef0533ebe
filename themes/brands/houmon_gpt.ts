import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Houmon GPT',
  note: 'Home visits (訪問): a welcoming evergreen front door with warm wood trim.',
  colours: {
    primary: '#0F3805',
    primaryActive: '#41623A',
    gradation1: '#0F3805',
    gradation2: '#754A22',
  },
} satisfies BrandSource
