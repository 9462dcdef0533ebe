import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Inosell',
  note: 'Innovation that sells: sleek charcoal struck by an orange spark.',
  colours: {
    primary: '#2B2E33',
    primaryActive: '#585A5E',
    gradation1: '#2B2E33',
    gradation2: '#9C4700',
  },
} satisfies BrandSource
