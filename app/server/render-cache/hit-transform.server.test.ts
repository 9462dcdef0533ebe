import { describe, expect, it } from 'vitest'
import { CSP_HEADER_NAME, createNonce, isNonce } from '../http/csp-nonce.server'
import { buildContentSecurityPolicy } from '../http/security-headers.server'
import { policyNonce, renewNonce } from './hit-transform.server'

function pageWithNonce(nonce: string) {
  const body = Buffer.from(
    `<html><head><meta property="csp-nonce" content="${nonce}"></head>` +
      `<body>日本語<script nonce="${nonce}">boot()</script><script nonce="${nonce}">more()</script></body></html>`,
  )
  const headers: [string, string][] = [
    ['content-type', 'text/html; charset=utf-8'],
    [CSP_HEADER_NAME, buildContentSecurityPolicy(nonce)],
  ]
  return { body, headers }
}

describe('renewing the CSP nonce of a kept page', () => {
  it('gives every hit its own nonce, in the body and in the policy alike', () => {
    const old = createNonce()
    const { body, headers } = pageWithNonce(old)
    const extra = renewNonce.prepare(body, headers)
    if (!extra) throw new Error('page not kept')

    const seen = new Set<string>()
    for (let hit = 0; hit < 3; hit++) {
      const answer = renewNonce.apply(body, headers, extra)
      const text = Buffer.from(answer.body).toString('utf8')
      const policy = answer.headers.find(([name]) => name === CSP_HEADER_NAME)?.[1]
      const nonce = policyNonce(policy)
      if (!nonce) throw new Error('no nonce in the policy')
      expect(isNonce(nonce)).toBe(true)
      expect(text).not.toContain(old)
      expect(text.split(`nonce="${nonce}"`)).toHaveLength(3)
      expect(text).toContain(`content="${nonce}"`)
      expect(text).toContain('日本語')
      expect(policy).toBe(buildContentSecurityPolicy(nonce))
      seen.add(nonce)
    }
    expect(seen.size).toBe(3)
    // The kept page itself is never written to.
    expect(body.toString('utf8')).toContain(`nonce="${old}"`)
  })

  it('leaves a page without a nonce as it is, and refuses a nonce it cannot renew', () => {
    const plain = Buffer.from('<html></html>')
    const headers: [string, string][] = [['content-type', 'text/html']]
    const extra = renewNonce.prepare(plain, headers)
    if (!extra) throw new Error('page not kept')
    expect(renewNonce.apply(plain, headers, extra)).toEqual({ body: plain, headers })
    expect(renewNonce.prepare(plain, [[CSP_HEADER_NAME, "script-src 'nonce-short'"]])).toBeNull()
  })
})
