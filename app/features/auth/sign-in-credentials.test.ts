import { describe, expect, it } from 'vitest'
import { credentialErrors } from './sign-in-form'

describe('the sign-in form’s own checks', () => {
  it('accepts an address and a password', () => {
    expect(credentialErrors({ email: ' owner@acme.test ', password: 'x' })).toBeUndefined()
  })

  it('asks for an e-mail address and a password, as i18n keys', () => {
    expect(credentialErrors({ email: 'not-an-email', password: '' })).toEqual({
      fields: { email: 'validation.email', password: 'validation.required' },
    })
    expect(credentialErrors({ email: 'a@b', password: 'x' })?.fields.email).toBe('validation.email')
    expect(credentialErrors({ email: `${'a'.repeat(320)}@b.test`, password: 'x' })?.fields.email).toBe(
      'validation.email',
    )
  })

  it('refuses a password longer than 128 characters with its limit', () => {
    expect(credentialErrors({ email: 'a@b.test', password: 'x'.repeat(129) })?.fields.password).toEqual({
      message: 'validation.maxLength',
      maximum: 128,
    })
  })
})
