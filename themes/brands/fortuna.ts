import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Fortuna',
  note: 'The goddess of fortune: royal purple with a gleam of old gold.',
  colours: {
    primary: '#4F1265',
    primaryActive: '#744485',
    gradation1: '#4F1265',
    gradation2: '#8B6001',
  },
} satisfies BrandSource
