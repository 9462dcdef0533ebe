import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Chat Synapse',
  note: 'Neural signal: cyan firing into electric blue.',
  colours: {
    primary: '#005C71',
    primaryActive: '#367E8F',
    gradation1: '#005C71',
    gradation2: '#1D54C1',
  },
} satisfies BrandSource
