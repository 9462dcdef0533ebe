import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Wombai',
  note: 'Gentle berry for care around birth, softening to plum.',
  colours: {
    primary: '#822A57',
    primaryActive: '#9C577A',
    gradation1: '#822A57',
    gradation2: '#7C467F',
  },
} satisfies BrandSource
