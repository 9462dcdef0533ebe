/**
 * Recognisable stand-ins for the server's secrets, set for the production build that `npm test`
 * makes (scripts/test-all.mjs) when the real variable is unset. e2e/security.spec.ts then greps
 * the built client (dist/client) for them: a value that reaches the browser bundle at build time
 * (a `define`, an `import.meta.env` leak, a server module pulled into the client) shows up there.
 */
export const SECRET_CANARIES = {
  BETTER_AUTH_SECRET: 'canary-better-auth-secret-7f3c9a1e5b2d4c6f8a0b',
  STRIPE_SECRET_KEY: 'sk_test_canary7f3c9a1e5b2d4c6f8a0b',
  STRIPE_WEBHOOK_SECRET: 'whsec_canary7f3c9a1e5b2d4c6f8a0b',
  OPSAI_AI_API_KEY: 'canary-ai-api-key-7f3c9a1e5b2d4c6f8a0b',
  OPSAI_SSO_CLIENT_SECRET: 'canary-sso-client-secret-7f3c9a1e5b2d',
  OPSAI_SMTP_URL: 'smtp://canary-user:canary-smtp-pass-7f3c9a1e@127.0.0.1:2525',
  OPSAI_ADMIN_PASSWORD: 'canary-admin-password-7f3c9a1e5b2d',
  OPSAI_DEMO_PASSWORD: 'canary-demo-password-7f3c9a1e5b2d',
  OPSAI_METRICS_TOKEN: 'canary-metrics-token-7f3c9a1e5b2d',
  DATABASE_URL: 'postgres://canary-user:canary-db-pass-7f3c9a1e@127.0.0.1:5432/canary',
}

/** The variables whose values must never reach the browser. */
export const SECRET_ENV_NAMES = Object.keys(SECRET_CANARIES)

/** The environment for the build: each unset secret variable holds its canary. */
export function withSecretCanaries(env) {
  const result = { ...env }
  for (const [name, canary] of Object.entries(SECRET_CANARIES)) {
    if (!result[name]) result[name] = canary
  }
  return result
}
