import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Senyou AI (test)',
  note: 'Plain neutral grey for the internal test tenant, so it is never mistaken for a customer brand.',
  colours: {
    primary: '#505050',
    primaryActive: '#757575',
    gradation1: '#505050',
    gradation2: '#424242',
  },
} satisfies BrandSource
