// How scripts/e2e-shards.mjs deals the specs out: longest first, each to the lightest run, by the
// seconds each spec's tests took in a whole run on two cores (2026-11-29: the runs took 16.3 and
// 20.1 min with the earlier split). A spec not listed counts as DEFAULT_SECONDS; re-measure with
// `npx playwright test --reporter=json` when the split drifts.
export const MEASURED_SECONDS = {
  'access-rules': 38,
  account: 29,
  'admin-catalogue-setup': 19,
  'admin-console': 143,
  'admin-faq-bulk': 29,
  'admin-faqchats': 34,
  'admin-journey': 30,
  'admin-system': 20,
  'admin-tenants': 19,
  'admin-tokens': 20,
  'balance-alerts': 51,
  brand: 26,
  'brand-isolation': 113,
  'brand-svg-safety': 23,
  'bundle-budget': 1,
  caddy: 1,
  chat: 55,
  'chat-api': 19,
  'chat-attachments': 16,
  'chat-layout': 95,
  'chat-new-thread': 12,
  'cli-and-server': 27,
  'conversation-scroll': 18,
  'credit-caps': 10,
  feedback: 8,
  foundation: 5,
  'home-dashboard': 15,
  'http-client': 22,
  'integrations-api-keys': 47,
  'ip-allow-list': 70,
  'knowledge-answers': 41,
  'knowledge-screens': 17,
  'model-prices': 11,
  payment: 20,
  'pii-masking': 67,
  'page-audit': 9,
  'plan-change': 80,
  'production-mode': 12,
  saml: 94,
  security: 13,
  'security-limits': 18,
  sentry: 2,
  'sign-in': 28,
  sso: 12,
  sweep: 180,
  team: 20,
  tenancy: 16,
  'tenant-lifecycle': 77,
  themes: 123,
  'two-factor': 85,
  'usage-categories': 20,
  webhooks: 3,
  widget: 10,
  'workspace-screens': 33,
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
