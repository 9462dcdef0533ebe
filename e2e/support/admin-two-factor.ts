/**
 * The e2e server's system administrator has two-factor authentication, as every administrator must
 * (ADR 036): the global set-up enrols admin@opsai.test once and keeps the TOTP secret in a file
 * under E2E_DATA_DIR; every spec that signs the administrator in answers the code step with it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

export function adminSecretFile(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return join(dir, 'e2e-admin-totp.json')
}

/** A TOTP code of a base32 secret (the one of the current 30-second period). */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()
}

/** The current code of admin@opsai.test's authenticator. */
export function adminCode(): string {
  const file = adminSecretFile()
  if (!existsSync(file))
    throw new Error(`${file} is missing: e2e/support/global-setup.ts enrols the administrator`)
  const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string }
  return totpCode(secret)
}

/** After the password at /admin/login: the code step, answered with the administrator's code. */
export async function passAdminCodeStep(page: Page) {
  const step = page.getByTestId('two-factor-step')
  await step.waitFor()
  await step.locator('input[name="code"]').fill(adminCode())
  await step.locator('button[type="submit"]').click()
}

/**
 * The code step over HTTP, for a request context that keeps its cookies (a browser context's
 * `request`): the challenge cookie of the sign-in goes with it, the session cookie comes back.
 */
export async function passAdminCodeStepOverHttp(request: APIRequestContext, origin: string) {
  const response = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: adminCode() },
    headers: { origin },
  })
  if (response.status() !== 200) {
    throw new Error(`two-factor step failed: ${response.status()} ${await response.text()}`)
  }
  return response
}
