import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags'

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build served by `opsai server start` on a throwaway PGlite directory (or E2E_DATABASE_URL).
 */
// Every port derives from E2E_PORT, so several checkouts can run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
export const sentryPort = Number(process.env.E2E_SENTRY_PORT ?? port + 1)
/** The local OpenID Connect provider behind /login/ezpass (e2e/sso.spec.ts, docs/sso.md). */
export const sso = {
  port: port + 2,
  clientId: 'opsai-e2e',
  clientSecret: 'opsai-e2e-sso-secret',
  email: 'sso-member@opsai.test',
  name: 'SSO Member',
}
/** The local OpenAI-compatible model server the chat suite points an application at (e2e/chat.spec.ts). */
export const modelServerPort = port + 3
/** The local SMTP server the app mails through (invitations: e2e/team.spec.ts); received mail as JSON on httpPort. */
export const smtp = { port: port + 4, httpPort: port + 5 }
/**
 * The local SAML IdP (samlify) that tenants' SAML sign-in is tested against (e2e/saml.spec.ts, ADR 037).
 * Ports beyond it: +7 and +8 Caddy (e2e/caddy.spec.ts), +13 the production-mode server, +14 and +15
 * the CLI's own servers (e2e/cli-and-server.spec.ts), +16 the webhook receiver (e2e/webhooks.spec.ts);
 * scripts/e2e-shards.mjs spaces its runs 20 apart.
 */
export const samlIdp = { port: port + 6, metadataUrl: `http://127.0.0.1:${port + 6}/metadata` }
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'opsai-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export { CHROMIUM_FLAGS }

export default defineConfig({
  testDir: './e2e',
  // The story audit has its own config (no app server, two workers): playwright.storybook.config.ts.
  testIgnore: 'storybook-axe.spec.ts',
  // Enrols admin@opsai.test in two-factor authentication once the server is up (ADR 036).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test's whole journey: ~5–40 s on two idle cores, and CI's machine has run three times
  // slower than that. A hang still fails, two minutes in.
  timeout: 120_000,
  // Two cores shared by a build, the server and Chromium: a 5 s assertion timed out under load.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // .ci/run turns traces off (E2E_TRACE=off): nobody can open a trace left on CI's machine, and
    // recording one for every test cost ~12 % of the suite's CPU there.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    locale: 'ja-JP',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: [
    {
      // A local stand-in for Sentry's ingest API: the browser's error reports land here.
      command: 'node scripts/sentry-collector.mjs',
      url: `http://127.0.0.1:${sentryPort}/health`,
      reuseExistingServer: false,
      env: { SENTRY_COLLECTOR_PORT: String(sentryPort) },
    },
    {
      command: [
        'node --import tsx app/server/auth/testing/oidc-test-server.ts',
        `--port ${sso.port} --client-id ${sso.clientId} --client-secret ${sso.clientSecret}`,
        `--email ${sso.email} --name "${sso.name}"`,
        `--redirect-uri http://localhost:${port}/api/auth/callback/ezpass`,
      ].join(' '),
      url: `http://127.0.0.1:${sso.port}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx app/server/auth/testing/saml-idp-test-server.ts --port ${samlIdp.port}`,
      url: samlIdp.metadataUrl,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx app/server/ai/testing/openai-test-server.ts --port ${modelServerPort}`,
      url: `http://127.0.0.1:${modelServerPort}/__control/requests`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx app/server/mail/testing/smtp-test-server.ts --port ${smtp.port} --http-port ${smtp.httpPort}`,
      url: `http://127.0.0.1:${smtp.httpPort}/messages`,
      reuseExistingServer: false,
    },
    {
      command: 'node bin/opsai.mjs server start --no-build',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        OPSAI_DATA_DIR: dataDir,
        OPSAI_ADMIN_EMAIL: 'admin@opsai.test',
        OPSAI_ADMIN_PASSWORD: 'Admin-e2e-Passw0rd!',
        // The demo members (owner@/admin@/member@<slug>.example) sign in with this (e2e/support).
        OPSAI_DEMO_PASSWORD: 'Demo-e2e-Passw0rd!',
        OPSAI_PUBLIC_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sentryPort}/7`,
        OPSAI_SENTRY_ENVIRONMENT: 'e2e',
        OPSAI_SSO_ISSUER: `http://127.0.0.1:${sso.port}`,
        OPSAI_SSO_CLIENT_ID: sso.clientId,
        OPSAI_SSO_CLIENT_SECRET: sso.clientSecret,
        // The suites sign in many times from one address; the limits have their own tests.
        OPSAI_SIGNIN_MAX_ATTEMPTS: '1000',
        OPSAI_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // The tenants' SAML IdP is the local one on loopback (e2e/saml.spec.ts).
        OPSAI_SAML_ALLOW_PRIVATE_METADATA: '1',
        // e2e/webhooks.spec.ts's receiver listens on loopback (E2E_PORT + 16); e2e/widget.spec.ts's
        // host pages on + 17 to + 19.
        OPSAI_WEBHOOK_ALLOW_PRIVATE: '1',
        // The browser is its own proxy: X-Forwarded-For from loopback plays a visitor elsewhere
        // (e2e/ip-allow-list.spec.ts); requests without it are the loopback peer as before.
        OPSAI_TRUSTED_PROXIES: '127.0.0.1,::1',
        // PGlite unless E2E_DATABASE_URL asks for PostgreSQL (DATABASE_URL is for Vitest).
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // One JSON line per request would bury the run's output; warnings and errors still show.
        OPSAI_LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
    },
  ],
})
