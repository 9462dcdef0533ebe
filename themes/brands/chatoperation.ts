import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Chat Operation',
  note: 'Operations-room cobalt shading into a control-panel blue.',
  colours: {
    primary: '#254BB2',
    primaryActive: '#5371C2',
    gradation1: '#254BB2',
    gradation2: '#006C97',
  },
} satisfies BrandSource
