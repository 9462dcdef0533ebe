import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Atotsugi AI',
  note: 'Business succession (跡継ぎ): traditional murasaki handing on to ai-iro indigo.',
  colours: {
    primary: '#502D56',
    primaryActive: '#755979',
    gradation1: '#502D56',
    gradation2: '#344C79',
  },
} satisfies BrandSource
