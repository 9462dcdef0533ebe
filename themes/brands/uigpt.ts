import type { BrandSource } from '../../registry/schema'

export default {
  name: 'UI GPT',
  note: 'Interface gradient: blue-violet into an interface blue.',
  colours: {
    primary: '#5A3ABB',
    primaryActive: '#7D63C9',
    gradation1: '#5A3ABB',
    gradation2: '#0068A5',
  },
} satisfies BrandSource
