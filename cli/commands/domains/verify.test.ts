import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { isDomainAllowed } from '#app/server/tenancy/domains.server'
import { describeEachCliDatabase } from '../tenants/cli-testing'

/**
 * A stand-in for the app on the mapped host: answers `/.well-known/domain-verification/<token>`
 * with whatever `served` holds, and records the Host header it was asked for.
 */
let served = ''
let hostsAsked: string[] = []
let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    hostsAsked.push(request.headers.host ?? '')
    const token = decodeURIComponent((request.url ?? '').replace('/.well-known/domain-verification/', ''))
    if (served && token === served) response.end(`${served}\n`)
    else response.writeHead(404).end('no')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describeEachCliDatabase('opsai domains verify', ({ opsai, database }) => {
  const allowed = (host: string) => database((handle) => isDomainAllowed(handle.db, host))

  it('prints a token at mapping time, and verifies the host only once it serves that token', async () => {
    await opsai(['seed', 'plans'])
    const app = await opsai([
      'apps',
      'create',
      'verify_ai',
      '--name',
      'Verify AI',
      '--theme',
      'kakushin',
      '--default-plan',
      'free',
    ])
    expect(app.stderr).toBe('')
    const created = await opsai(
      [
        'tenants',
        'create',
        '--slug',
        'verifyco',
        '--name',
        'Verify Co',
        '--app',
        'verify_ai',
        '--owner-email',
        'owner@verify.test',
        '--password-stdin',
      ],
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
    const mapped = await opsai(['domains', 'map', 'shop.verify.localhost', '--tenant', 'verifyco'])
    expect(mapped.code).toBe(0)
    const token = /Verification token: (\S+)/.exec(mapped.stdout)?.[1] ?? ''
    expect(token).toMatch(/^[\w-]{32}$/)
    expect(mapped.stdout).toContain(`opsai domains verify shop.verify.localhost`)
    // Mapped, not yet verified: no certificate.
    expect(await allowed('shop.verify.localhost')).toBe(false)

    // Re-mapping the same host keeps the published token.
    const again = await opsai([
      'domains',
      'map',
      'shop.verify.localhost',
      '--tenant',
      'verifyco',
      '--primary',
    ])
    expect(again.stdout).toContain(`Verification token: ${token}`)

    served = 'some-other-token'
    const wrong = await opsai(['domains', 'verify', 'shop.verify.localhost', '--port', String(port)])
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/without the token/)
    expect(wrong.stderr).toMatch(/トークンがありません/)
    expect(await allowed('shop.verify.localhost')).toBe(false)

    served = token
    hostsAsked = []
    const verified = await opsai([
      'domains',
      'verify',
      'shop.verify.localhost',
      '--port',
      String(port),
      '--json',
    ])
    expect(verified.stderr).toBe('')
    expect(verified.code).toBe(0)
    expect(JSON.parse(verified.stdout)).toMatchObject({
      hostname: 'shop.verify.localhost',
      tenantSlug: 'verifyco',
    })
    expect(JSON.parse(verified.stdout).verifiedAt).toBeTruthy()
    expect(hostsAsked).toEqual([`shop.verify.localhost:${port}`])
    expect(await allowed('shop.verify.localhost')).toBe(true)

    // A suspended tenant's hosts get no certificate; an unmapped host never does.
    await opsai(['tenants', 'suspend', 'verifyco'])
    expect(await allowed('shop.verify.localhost')).toBe(false)
    expect(await allowed('nobody.verify.localhost')).toBe(false)
    // A dozen commands, each opening the database as a terminal would.
  }, 180_000)

  it.each([
    ['a malformed host', ['http://x/y'], /Invalid options/],
    [
      'a host nobody mapped',
      ['ghost.localhost'],
      /"ghost\.localhost" は割り当てられていません \/ "ghost\.localhost" is not mapped/,
    ],
    ['a bad port', ['shop.verify.localhost', '--port', 'eighty'], /--port .*ポート番号/],
    ['a port out of range', ['shop.verify.localhost', '--port', '70000'], /--port .*1〜65535/],
  ])('refuses %s with exit 1 in both languages', async (_, args, message) => {
    const result = await opsai(['domains', 'verify', ...args])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
  })

  it('says so when nothing answers on the host', async () => {
    await opsai(['domains', 'map', 'down.verify.localhost', '--tenant', 'verifyco'])
    // Port 1: nothing listens there.
    const result = await opsai(['domains', 'verify', 'down.verify.localhost', '--port', '1'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/から応答がありません（.*） \/ .* did not answer/)
  })

  it('says so when the host does not resolve', async () => {
    // `.invalid` never resolves (RFC 6761).
    await opsai(['domains', 'map', 'nowhere.invalid', '--tenant', 'verifyco'])
    const result = await opsai(['domains', 'verify', 'nowhere.invalid'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /"nowhere.invalid" の名前解決ができません.* \/ "nowhere.invalid" does not resolve/,
    )
  })
})
