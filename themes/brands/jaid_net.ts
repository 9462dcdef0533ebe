import type { BrandSource } from '../../registry/schema'

export default {
  name: 'JAID Net',
  note: 'Jade green netted with lagoon blue.',
  colours: {
    primary: '#006144',
    primaryActive: '#36826B',
    gradation1: '#006144',
    gradation2: '#057176',
  },
} satisfies BrandSource
