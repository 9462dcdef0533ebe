import type { BrandSource } from '../../registry/schema'

export default {
  name: 'Sales Dynamo',
  note: 'Dynamo brass: polished bronze spinning up to hot orange.',
  colours: {
    primary: '#6C4C02',
    primaryActive: '#8B7237',
    gradation1: '#6C4C02',
    gradation2: '#A24102',
  },
} satisfies BrandSource
