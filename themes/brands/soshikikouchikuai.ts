import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Soshiki Kouchiku AI',
  note: 'Organisation building (組織構築): structural slate blue and steel.',
  colours: {
    primary: '#3C497E',
    primaryActive: '#656F99',
    gradation1: '#3C497E',
    gradation2: '#34698C',
  },
} satisfies BrandSource
