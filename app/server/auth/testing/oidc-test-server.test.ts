import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, followRedirectsUntil } from './browser-session'
import { type OidcTestServer, startOidcTestServer, subjectFor } from './oidc-test-server'

const CLIENT_ID = 'rp'
const CLIENT_SECRET = 'rp-secret-0123456789'
const REDIRECT_URI = 'http://localhost:3999/api/auth/callback/ezpass'

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** A relying party's half of the code flow, written out by hand to check the provider. */
async function authorize(server: OidcTestServer, overrides: Record<string, string> = {}) {
  const verifier = base64url(randomBytes(32))
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: base64url(randomBytes(16)),
    nonce: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...overrides,
  })
  const back = await followRedirectsUntil(`${server.issuer}/auth?${params}`, new CookieJar(), (url) =>
    url.href.startsWith(REDIRECT_URI),
  )
  return { back, verifier, state: params.get('state'), nonce: params.get('nonce') }
}

function exchange(
  server: OidcTestServer,
  code: string,
  verifier: string,
  method: 'basic' | 'post',
  secret = CLIENT_SECRET,
) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  })
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (method === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${CLIENT_ID}:${secret}`).toString('base64')}`
  } else {
    body.set('client_id', CLIENT_ID)
    body.set('client_secret', secret)
  }
  return fetch(`${server.issuer}/token`, { method: 'POST', headers, body })
}

describe('the local OpenID Connect test provider', () => {
  let server: OidcTestServer
  beforeAll(async () => {
    server = await startOidcTestServer({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
      user: { email: 'Ada@Example.test', name: 'Ada' },
    })
  })
  afterAll(() => server.close())

  it('publishes discovery and JWKS on 127.0.0.1', async () => {
    expect(server.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const discovery = await (await fetch(`${server.issuer}/.well-known/openid-configuration`)).json()
    expect(discovery).toMatchObject({
      issuer: server.issuer,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    )
    const jwks = await (await fetch(discovery.jwks_uri)).json()
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(jwks.keys[0].d).toBeUndefined()
  })

  for (const method of ['basic', 'post'] as const) {
    it(`signs the user in and issues an RS256 ID token (client_secret_${method})`, async () => {
      const { back, verifier, state, nonce } = await authorize(server)
      expect(back.searchParams.get('state')).toBe(state)
      expect(back.searchParams.get('iss')).toBe(server.issuer)
      const response = await exchange(server, back.searchParams.get('code') ?? '', verifier, method)
      expect(response.status).toBe(200)
      const tokens = await response.json()
      expect(tokens.token_type).toBe('Bearer')
      const { payload, protectedHeader } = await jwtVerify(
        tokens.id_token,
        createRemoteJWKSet(new URL(`${server.issuer}/jwks`)),
        { issuer: server.issuer, audience: CLIENT_ID },
      )
      expect(protectedHeader.alg).toBe('RS256')
      expect(payload).toMatchObject({
        sub: subjectFor('ada@example.test'),
        email: 'Ada@Example.test',
        email_verified: true,
        name: 'Ada',
        nonce,
      })
      expect(payload.exp).toBeGreaterThan(payload.iat ?? 0)
      const userinfo = await fetch(`${server.issuer}/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      expect(await userinfo.json()).toMatchObject({ sub: payload.sub, email: 'Ada@Example.test' })
    })
  }

  it('refuses a wrong code_verifier, a wrong secret and a reused code', async () => {
    const first = await authorize(server)
    const code = first.back.searchParams.get('code') ?? ''
    expect((await exchange(server, code, base64url(randomBytes(32)), 'basic')).status).toBe(400)

    const second = await authorize(server)
    const secondCode = second.back.searchParams.get('code') ?? ''
    expect((await exchange(server, secondCode, second.verifier, 'post', 'wrong-secret')).status).toBe(401)
    expect((await exchange(server, secondCode, second.verifier, 'basic')).status).toBe(200)
    expect((await exchange(server, secondCode, second.verifier, 'basic')).status).toBe(400)
  })

  it('requires PKCE and a registered redirect URI', async () => {
    const withoutPkce = await authorize(server, { code_challenge: '', code_challenge_method: '' })
    expect(withoutPkce.back.searchParams.get('error')).toBe('invalid_request')
    const response = await fetch(
      `${server.issuer}/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: 'https://evil.example/cb', response_type: 'code', scope: 'openid' })}`,
      { redirect: 'manual' },
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
  })

  it('sends access_denied when the user declines', async () => {
    server.signInAs(null)
    try {
      const { back, state } = await authorize(server)
      expect(back.searchParams.get('error')).toBe('access_denied')
      expect(back.searchParams.get('state')).toBe(state)
    } finally {
      server.signInAs({ email: 'Ada@Example.test', name: 'Ada' })
    }
  })

  it('starts from the command line and prints its issuer', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'app/server/auth/testing/oidc-test-server.ts',
        '--client-id',
        'c',
        '--client-secret',
        's',
        '--email',
        'cli@example.test',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      const issuer = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const line = out.split('\n').find((candidate) => candidate.startsWith('http://'))
          if (line) resolve(line.trim())
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
      })
      const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()
      expect(discovery.issuer).toBe(issuer)
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('refuses to start from the command line without a client and a user', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'app/server/auth/testing/oidc-test-server.ts', '--port', '0'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(2)
    expect(err).toContain('usage: oidc-test-server')
  })
})
