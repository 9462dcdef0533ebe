/**
 * Runs once, after the e2e server is up (Playwright starts `webServer` before `globalSetup`):
 * enrols admin@opsai.test in two-factor authentication through the real endpoints, and keeps the
 * TOTP secret for the specs (e2e/support/admin-two-factor.ts). Every administrator must have 2FA
 * (ADR 036); without it each console page would send the specs to the enrolment page.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { type FullConfig, request } from '@playwright/test'
import { ADMIN } from './accounts'
import { adminSecretFile, totpCode } from './admin-two-factor'

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts has no baseURL')
  const file = adminSecretFile()
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  try {
    const signIn = await context.post('/api/auth/sign-in/system-admin', { data: ADMIN })
    if (signIn.status() !== 200) throw new Error(`admin sign-in: ${signIn.status()} ${await signIn.text()}`)
    if ((await signIn.json()).twoFactorRedirect) {
      // Enrolled by an earlier run on the same data directory: its secret file must be there.
      if (!existsSync(file)) throw new Error(`${ADMIN.email} has 2FA but ${file} is missing`)
      return
    }
    const enabled = await context.post('/api/auth/two-factor/enable', { data: { password: ADMIN.password } })
    if (enabled.status() !== 200) throw new Error(`2FA enable: ${enabled.status()} ${await enabled.text()}`)
    const { totpURI } = (await enabled.json()) as { totpURI: string }
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    const confirmed = await context.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpCode(secret) },
    })
    if (confirmed.status() !== 200)
      throw new Error(`2FA confirm: ${confirmed.status()} ${await confirmed.text()}`)
    writeFileSync(file, JSON.stringify({ email: ADMIN.email, secret }), { mode: 0o600 })
  } finally {
    await context.dispose()
  }
}
