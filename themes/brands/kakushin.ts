import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Kakushin',
  note: 'Innovation (革新): revolutionary red driving into magenta.',
  colours: {
    primary: '#A8000F',
    primaryActive: '#BA3641',
    gradation1: '#A8000F',
    gradation2: '#A70E63',
  },
} satisfies BrandSource
