/** In-memory two-factor APIs for stories and component tests (ADR 036): no server, no authenticator. */
import { twoFactorErrorsEn, twoFactorErrorsJa } from '../../i18n/errors/two-factor'
import type { ApiResult } from '../team/team-api-client'
import type { TenantTwoFactorApi, TenantTwoFactorView } from './tenant-two-factor-card'
import type { TotpSetup, TwoFactorApi } from './two-factor-api'
import type { TwoFactorCall } from './two-factor-client'

/** The one code the fake authenticator shows; any other is refused as better-auth does. */
export const SAMPLE_TOTP_CODE = '123456'
export const SAMPLE_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** better-auth's shape: ten codes of five and five characters. */
export const sampleBackupCodes = [
  'k7pq2-mx9va',
  'r4tz8-hn3wb',
  'c2yd6-qf7ls',
  'w9ge4-tj5nx',
  'p3mu7-bk8rd',
  'z6vh1-ca4ye',
  'f8nw5-ls2qt',
  'j1xb9-ud6gm',
  'e5rk3-wp7hz',
  'u2sc8-ng4fa',
]

export function sampleTotpURI(issuer = 'OpsAI', account = 'taro@hirameki.example'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({ secret: SAMPLE_SECRET, issuer, digits: '6', period: '30' })
  return `otpauth://totp/${label}?${query}`
}

export interface FakeTwoFactorOptions {
  /** better-auth's code for refusing `enable` (INVALID_PASSWORD, …). */
  refuseEnable?: string
  /** Every code is refused with this (ACCOUNT_TEMPORARILY_LOCKED, TOO_MANY_REQUESTS, …). */
  refuseCodes?: string
}

type Refusal = Extract<TwoFactorCall<unknown>, { ok: false }>

const refusal = (code: string): Refusal =>
  code === 'TOO_MANY_REQUESTS' ? { ok: false, code, retryAfterSeconds: 42 } : { ok: false, code }

/**
 * better-auth's two-factor endpoints in memory: `enable` answers a set-up in the issuer it was
 * given, {@link SAMPLE_TOTP_CODE} is the right code, and each backup code works once. `calls`
 * records what was sent.
 */
export function fakeTwoFactorApi(
  options: FakeTwoFactorOptions = {},
): TwoFactorApi & { calls: { path: string; body: unknown }[] } {
  const calls: { path: string; body: unknown }[] = []
  const unused = new Set(sampleBackupCodes)
  return {
    calls,
    async enable(body): Promise<TwoFactorCall<TotpSetup>> {
      calls.push({ path: 'enable', body })
      if (options.refuseEnable) return refusal(options.refuseEnable)
      return {
        ok: true,
        data: { totpURI: sampleTotpURI(body.issuer), backupCodes: [...sampleBackupCodes] },
        token: null,
      }
    },
    async verifyTotp(body) {
      calls.push({ path: 'verify-totp', body })
      if (options.refuseCodes) return refusal(options.refuseCodes)
      if (body.code !== SAMPLE_TOTP_CODE) return refusal('INVALID_CODE')
      return { ok: true, data: { status: true }, token: 'fake-session-token' }
    },
    async verifyBackupCode(body) {
      calls.push({ path: 'verify-backup-code', body })
      if (options.refuseCodes) return refusal(options.refuseCodes)
      if (!unused.delete(body.code)) return refusal('INVALID_BACKUP_CODE')
      return { ok: true, data: { status: true }, token: 'fake-session-token' }
    },
  }
}

export const sampleTenantTwoFactor: TenantTwoFactorView = {
  required: false,
  ownerEnabled: true,
  membersWithout: 3,
}

/** `PUT /api/tenant/two-factor` as the server answers it, 409 `enrol_first` included. */
export function fakeTenantTwoFactorApi(
  view: Partial<TenantTwoFactorView> = {},
  name = 'sample',
): TenantTwoFactorApi & { saved: { required: boolean }[] } {
  let current: TenantTwoFactorView = { ...sampleTenantTwoFactor, ...view }
  const saved: { required: boolean }[] = []
  return {
    saved,
    key: ['fake-tenant-two-factor', name],
    load: async () => ({ ok: true, data: current }),
    async save(body): Promise<ApiResult<TenantTwoFactorView>> {
      saved.push(body)
      if (body.required && !current.ownerEnabled) {
        return {
          ok: false,
          status: 409,
          message: { ja: twoFactorErrorsJa.enrolFirst, en: twoFactorErrorsEn.enrolFirst },
          fieldErrors: {},
        }
      }
      current = { ...current, required: body.required }
      return { ok: true, data: current }
    },
  }
}
