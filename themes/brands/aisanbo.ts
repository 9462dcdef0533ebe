import type { BrandSource } from '../../registry/schema'

export default {
  name: 'AI Sanbo',
  note: "The strategist's field olive, steady and unflashy.",
  colours: {
    primary: '#444D1D',
    primaryActive: '#6B724C',
    gradation1: '#444D1D',
    gradation2: '#706332',
  },
} satisfies BrandSource
