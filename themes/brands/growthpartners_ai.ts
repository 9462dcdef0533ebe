import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Growth Partners AI',
  note: 'Leaf green reaching towards fresh aqua.',
  colours: {
    primary: '#086300',
    primaryActive: '#3C8436',
    gradation1: '#086300',
    gradation2: '#007463',
  },
} satisfies BrandSource
