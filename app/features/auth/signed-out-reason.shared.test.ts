import { describe, expect, it } from 'vitest'
import { readSignedOutReason, signedOutReasonCookie, signedOutReasonFor } from './signed-out-reason.shared'

describe('signed-out reason', () => {
  it('names why the rules signed someone out, by where they are sent', () => {
    expect(signedOutReasonFor('/admin/login')).toBe('tenant-account-in-console')
    expect(signedOutReasonFor('/login')).toBe('admin-account-on-site')
    expect(signedOutReasonFor('/invite/abc')).toBeUndefined()
  })

  it('round-trips through the cookie and ignores anything else', () => {
    const cookie = signedOutReasonCookie('tenant-account-in-console').split(';')[0] ?? ''
    expect(readSignedOutReason(`a=1; ${cookie}`)).toBe('tenant-account-in-console')
    expect(readSignedOutReason('signed-out-reason=<script>')).toBeUndefined()
    expect(readSignedOutReason('')).toBeUndefined()
  })
})
