/**
 * The access log's tenant id comes from the Host mapping this process already holds, never from
 * a database query of its own (ADR 042).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { describeEachDatabase } from '#db/testing'
import * as domainsModule from '../tenancy/domains.server'
import { mapDomain } from '../tenancy/domains.server'
import { getHostResolver, resetHostResolver } from '../tenancy/request-tenant.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { createLogger, replaceLogger } from './logger.server'
import { observeRequests } from './request-observer.server'
import { lineCollector } from './testing/prometheus-text'

describeEachDatabase('the access log’s tenant', (database) => {
  const log = lineCollector()
  let restore = () => {}
  const observe = observeRequests({ clientIp: () => '192.0.2.7' })
  const ok = () => new Response('ok')

  async function tenantLogged(host: string, requestId: string) {
    await observe(new Request(`http://${host}/chat`, { headers: { 'x-request-id': requestId } }), ok)
    return log.records().find((record) => record.reqId === requestId)?.tenantId
  }

  beforeAll(async () => {
    restore = replaceLogger(createLogger({ level: 'info', destination: log.destination }))
    clearDatabase()
    resetHostResolver()
    setDatabase(database.handle())
    await makeTenant(database.handle().db, 'logged')
    await mapDomain(database.handle().db, { hostname: 'logged.localhost', tenantSlug: 'logged' }, TEST_ACTOR)
  })
  afterAll(() => {
    restore()
    resetHostResolver()
    clearDatabase()
  })

  it('names the tenant once the host is resolved, and asks the database nothing for it', async () => {
    const load = vi.spyOn(domainsModule, 'loadHostMapping')
    try {
      expect(await tenantLogged('logged.localhost', 'before-resolve')).toBeUndefined()
      expect(load).not.toHaveBeenCalled()
      // The app resolves the Host for its own work; the log then reads the same memory.
      const resolution = await getHostResolver().resolve('logged.localhost')
      expect(load).toHaveBeenCalledTimes(1)
      expect(await tenantLogged('logged.localhost:3000', 'after-resolve')).toBe(resolution.tenant?.id)
      expect(resolution.tenant?.id).toEqual(expect.any(String))
      expect(await tenantLogged('elsewhere.localhost', 'unknown-host')).toBeUndefined()
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      load.mockRestore()
    }
  })
})
