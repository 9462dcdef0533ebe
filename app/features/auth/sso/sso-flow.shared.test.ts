import { describe, expect, it } from 'vitest'
import { SSO_PROVIDER_ID, ssoCallbackUrl, ssoFailure, ssoStartBody } from './sso-flow.shared'

describe('ssoStartBody', () => {
  it('lands on the redirect target and brings failures back to the page with it', () => {
    expect(ssoStartBody('/team?tab=2')).toEqual({
      provider: SSO_PROVIDER_ID,
      callbackURL: '/team?tab=2',
      errorCallbackURL: '/login/ezpass?redirect=%2Fteam%3Ftab%3D2',
      disableRedirect: true,
    })
  })

  it('goes home without a usable redirect, and never off the site', () => {
    for (const redirect of [
      null,
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      42,
    ]) {
      const body = ssoStartBody(redirect)
      expect(body.callbackURL).toBe('/')
      expect(body.errorCallbackURL).toBe('/login/ezpass')
    }
  })
})

describe('ssoCallbackUrl', () => {
  it('is the URL to register at the provider', () => {
    expect(ssoCallbackUrl('https://chat.example.com/', '/api/auth')).toBe(
      'https://chat.example.com/api/auth/callback/ezpass',
    )
  })
})

describe('ssoFailure', () => {
  it('explains the codes a user can meet', () => {
    expect(ssoFailure('signup_disabled')).toBe('not-invited')
    expect(ssoFailure('account_not_linked')).toBe('not-linked')
    expect(ssoFailure('access_denied')).toBe('declined')
    expect(ssoFailure('email_not_found')).toBe('no-email')
    expect(ssoFailure('state_mismatch')).toBe('expired')
    expect(ssoFailure('invalid_code')).toBe('failed')
  })

  it('is nothing without a code', () => {
    expect(ssoFailure(undefined)).toBeUndefined()
    expect(ssoFailure('')).toBeUndefined()
    expect(ssoFailure(7)).toBeUndefined()
  })
})
