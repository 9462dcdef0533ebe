// How scripts/e2e-shards.mjs deals the specs out: longest first, each to the lightest run, by the
// seconds each spec took in a whole run on two cores (2026-11-29). A spec not listed counts as
// DEFAULT_SECONDS; re-measure with `npx playwright test --reporter=json` when the split drifts.
export const MEASURED_SECONDS = {
  'access-rules': 43,
  account: 23,
  'admin-catalogue-setup': 23,
  'admin-console': 112,
  'admin-faq-bulk': 30,
  'admin-faqchats': 23,
  'admin-journey': 32,
  'admin-system': 26,
  'admin-tenants': 15,
  'admin-tokens': 29,
  'balance-alerts': 60,
  'brand-isolation': 182,
  'brand-svg-safety': 44,
  brand: 39,
  'bundle-budget': 1,
  caddy: 1,
  'chat-api': 25,
  'chat-attachments': 19,
  'chat-layout': 138,
  chat: 54,
  'cli-and-server': 29,
  'credit-caps': 9,
  feedback: 7,
  foundation: 4,
  'home-dashboard': 15,
  'http-client': 26,
  'ip-allow-list': 134,
  'knowledge-answers': 53,
  'knowledge-screens': 16,
  'model-prices': 7,
  payment: 21,
  'pii-masking': 101,
  'plan-change': 101,
  'production-mode': 23,
  saml: 99,
  'security-limits': 37,
  security: 15,
  sentry: 3,
  'sign-in': 30,
  sso: 10,
  sweep: 180,
  team: 20,
  tenancy: 24,
  'tenant-lifecycle': 103,
  themes: 100,
  'two-factor': 120,
  'usage-categories': 18,
  'workspace-screens': 45,
}
export const DEFAULT_SECONDS = 60

export function secondsOf(file) {
  const name = file.replace(/^.*\//, '').replace(/\.spec\.ts$/, '')
  return MEASURED_SECONDS[name] ?? DEFAULT_SECONDS
}

/** `count` lists of files (each with its `weight` in seconds), as even as longest-first gets them. */
export function planShards(files, count) {
  const shards = Array.from({ length: count }, () => Object.assign([], { weight: 0 }))
  const heaviestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b))
  for (const file of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best))
    lightest.push(file)
    lightest.weight += secondsOf(file)
  }
  for (const shard of shards) shard.sort()
  return shards.filter((shard) => shard.length > 0)
}
