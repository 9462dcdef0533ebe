import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Tsujin Method',
  note: 'A method that goes deep: dark aubergine into indigo.',
  colours: {
    primary: '#3A1C55',
    primaryActive: '#634C79',
    gradation1: '#3A1C55',
    gradation2: '#4B4D8B',
  },
} satisfies BrandSource
