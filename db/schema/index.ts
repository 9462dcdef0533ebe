// The whole schema, split by domain. Add a domain file here and run `npm run db:generate`.
export * from './auth'
export * from './catalogue'
export * from './chat'
export * from './ledger'
export * from './members'
export * from './system'
export * from './tenancy'
