import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Fukushi Shien',
  note: 'Welfare support (福祉支援): a soft, warm mauve with a lavender blush.',
  colours: {
    primary: '#6A4566',
    primaryActive: '#896C86',
    gradation1: '#6A4566',
    gradation2: '#655384',
  },
} satisfies BrandSource
