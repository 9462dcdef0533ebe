import { describe, expect, it } from 'vitest'
import {
  MAX_AUTH_PATH_LENGTH,
  refuseOverlongAuthPath,
  refuseUnstorableAuthBody,
} from './auth-path-guard.server'

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/api/auth/sign-in/email', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  })

describe('the door of /api/auth', () => {
  it('refuses a body with a NUL character or a lone surrogate, in both languages', async () => {
    for (const body of ['{"email":"\\u0000","password":""}', '{"name":"\\ud800"}', '{"a":{"\\u0000":1}}']) {
      const refusal = await refuseUnstorableAuthBody(post(body))
      expect(refusal?.status, body).toBe(400)
      const json = await refusal?.json()
      expect(json.messages.ja).toContain('NUL')
      expect(json.messages.en).toContain('cannot be stored')
    }
  })

  it('lets ordinary, malformed and non-JSON bodies through to better-auth, body intact', async () => {
    const request = post('{"email":"a@example.com","password":"x"}')
    expect(await refuseUnstorableAuthBody(request)).toBeUndefined()
    expect(await request.json()).toEqual({ email: 'a@example.com', password: 'x' })
    expect(await refuseUnstorableAuthBody(post('{broken'))).toBeUndefined()
    expect(
      await refuseUnstorableAuthBody(post('a=\u0000', 'application/x-www-form-urlencoded')),
    ).toBeUndefined()
  })

  it('answers an overlong path 404', () => {
    const long = new Request(`http://localhost/api/auth/${'a'.repeat(MAX_AUTH_PATH_LENGTH)}`)
    expect(refuseOverlongAuthPath(long)?.status).toBe(404)
    expect(refuseOverlongAuthPath(post('{}'))).toBeUndefined()
  })
})
