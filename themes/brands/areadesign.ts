import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Area Design',
  note: "A design studio's bold orchid, shading into violet.",
  colours: {
    primary: '#812688',
    primaryActive: '#9B54A1',
    gradation1: '#812688',
    gradation2: '#5E3D9E',
  },
} satisfies BrandSource
