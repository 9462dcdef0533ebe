import { toJSON } from 'seroval'
import { describe, expect, it } from 'vitest'
import { undecodablePayload, undecodablePayloadResponse } from './server-fn-payload.server'

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/_serverFn/abc', { method: 'POST', body, headers: { 'content-type': type } })
const check = (request: Request) => undecodablePayload(request, request.clone())

describe('server-function payloads Start cannot decode', () => {
  it('counts bad JSON and JSON that is not a Seroval document', async () => {
    expect(await check(post('{not json'))).toBe(true)
    expect(await check(post('"hello"'))).toBe(true)
    expect(await check(post('{"x":1}'))).toBe(true)
    expect(await check(post(JSON.stringify({ t: { t: 99 }, f: 127, m: [] })))).toBe(true)
    const get = new Request('http://localhost/_serverFn/abc?payload=%7Bnope')
    expect(await undecodablePayload(get, null)).toBe(true)
  })

  it('leaves well-formed calls alone, including ones that need Start’s own plugins', async () => {
    expect(await check(post(JSON.stringify(toJSON({ data: { a: 1, when: new Date() } }))))).toBe(false)
    expect(await check(post(JSON.stringify({ t: { t: 25, i: 0, s: {}, c: 'tss/x' }, f: 127, m: [] })))).toBe(
      false,
    )
    expect(await check(post(''))).toBe(false)
    expect(await check(post('a=1', 'application/x-www-form-urlencoded'))).toBe(false)
    expect(await undecodablePayload(new Request('http://localhost/_serverFn/abc'), null)).toBe(false)
  })

  it('answers 400 in Japanese and English', async () => {
    const response = undecodablePayloadResponse()
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.messages.ja).toContain('リクエストの形式')
    expect(body.messages.en).toContain('malformed')
  })
})
