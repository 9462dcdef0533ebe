import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Conlabo GPT',
  note: 'Consulting lab: petrol blue meeting a thoughtful violet.',
  colours: {
    primary: '#00445A',
    primaryActive: '#366B7D',
    gradation1: '#00445A',
    gradation2: '#584995',
  },
} satisfies BrandSource
