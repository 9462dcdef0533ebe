import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Maneraku AI',
  note: 'Money made easy: banknote green with a coin-gold end.',
  colours: {
    primary: '#004A27',
    primaryActive: '#367054',
    gradation1: '#004A27',
    gradation2: '#756208',
  },
} satisfies BrandSource
