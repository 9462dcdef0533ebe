/**
 * The request middlewares that read the database before any handler (the IP allow-list and the
 * two-factor gate) answer an API call with the handlers' clean 503 `database_unavailable` while
 * the database restarts; before, the error escaped as the framework's bare 500 (a resilience CI
 * failure). A page still throws to the page's own error handling.
 */
import { describe, expect, it } from 'vitest'
import type { Db } from '#db/client'
import type { checkNetworkAccess } from '../network-access/network-access.server'
import { decideNetworkAccess } from '../network-access/network-access-http.server'
import { decideTwoFactorGate } from '../two-factor/two-factor-gate.server'

const connectionLost = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
const failing = async (): Promise<never> => {
  throw connectionLost()
}
const apiCall = () =>
  new Request('http://localhost:3000/api/threads', { headers: { authorization: 'Bearer opsai_pat_x' } })
const pageLoad = () =>
  new Request('http://localhost:3000/chat', { headers: { cookie: 'opsai.session_token=x' } })

async function expectDatabaseUnavailable(response: Response | undefined) {
  expect(response?.status).toBe(503)
  expect(response?.headers.get('retry-after')).toBe('2')
  const body = await response?.json()
  expect(body.error).toBe('database_unavailable')
  expect(body.messages.ja).toContain('データベース')
  expect(body.messages.en).toMatch(/try again/)
}

describe('the two-factor gate while the database is unreachable', () => {
  const dependencies = { getDb: failing as () => Promise<Db>, getSession: failing }

  it('answers an API call 503 database_unavailable in both languages', async () => {
    await expectDatabaseUnavailable(await decideTwoFactorGate(apiCall(), dependencies))
  })

  it('lets a page fail as a page', async () => {
    await expect(decideTwoFactorGate(pageLoad(), dependencies)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('still lets other errors of an API call say little (500 internal_error)', async () => {
    const bug = {
      getDb: failing as () => Promise<Db>,
      getSession: async () => Promise.reject(new TypeError('x')),
    }
    const response = await decideTwoFactorGate(apiCall(), bug)
    expect(response?.status).toBe(500)
    expect(await response?.json()).toMatchObject({ error: 'internal_error' })
  })
})

describe('the IP allow-list while the database is unreachable', () => {
  const dependencies: Parameters<typeof checkNetworkAccess>[1] = {
    policies: failing,
    resolveTenant: failing,
    getSession: failing,
    forgetSession: () => undefined,
    getDb: failing,
  }

  it('answers an API call 503 database_unavailable in both languages', async () => {
    const decision = await decideNetworkAccess(apiCall(), dependencies)
    await expectDatabaseUnavailable(decision.response)
  })

  it('lets a page fail as a page', async () => {
    await expect(decideNetworkAccess(pageLoad(), dependencies)).rejects.toThrow(/ECONNREFUSED/)
  })
})
