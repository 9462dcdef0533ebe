/**
 * Tenant isolation probe: every HTTP endpoint (through its route's server handler) and every
 * server function (in a real request scope), called as a member of tenant A with each id of
 * tenant B's (threads, chats, members, teams, invitations, purchases, sessions, tokens, usage,
 * category layout), on a real database. Each call must be refused (403/404) or answer with A's
 * own data, show nothing of B's and change nothing of B's. The endpoints and server functions
 * come from the code (testing/inventory.ts), so a new one is probed once it has its table entry
 * (inventory.test.ts fails until it has).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { threads } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { endpointProbes } from './testing/endpoint-probes'
import type { InProcessServerFn } from './testing/in-process-server-fn'
import { listEndpoints, listServerFunctions, loadServerFunctionModule } from './testing/inventory'
import { changedB, checkEndpointCall, checkServerFnCall, newTally } from './testing/isolation-checks'
import { serverFnProbes } from './testing/server-fn-probes'
import { buildSecurityWorld, releaseProcessDatabase, type SecurityWorld } from './testing/two-tenant-world'

vi.mock('@tanstack/react-start', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tanstack/react-start')>()
  const { inProcessCreateServerFn } = await import('./testing/in-process-server-fn')
  return { ...actual, createServerFn: inProcessCreateServerFn }
})

const endpoints = await listEndpoints()
const serverFunctions = listServerFunctions()

afterAll(releaseProcessDatabase)

describeEachDatabase('tenant isolation', (database) => {
  let world: SecurityWorld
  const tally = newTally()
  beforeAll(async () => {
    world = await buildSecurityWorld(database.handle())
  })
  afterAll(async () => {
    await world?.close()
    console.info(
      `[security] isolation [${database.kind}]: ${endpoints.length} endpoints, ${serverFunctions.length} server functions; ` +
        `${tally.endpointCalls} endpoint calls, ${tally.serverFnCalls} server-function calls, ` +
        `${tally.idsTried.size} ids of tenant B tried; statuses ${JSON.stringify(tally.statuses)}; ` +
        `B ids never sent: ${world.b.ids.filter((id) => !tally.idsTried.has(id)).join(', ') || 'none'}`,
    )
  })

  describe('HTTP endpoints', () => {
    for (const endpoint of endpoints) {
      it(endpoint.key, async () => {
        const probe = endpointProbes[endpoint.key]
        if (!probe) throw new Error(`no probes for ${endpoint.key} (testing/endpoint-probes.ts)`)
        const calls = probe.isolation(world)
        expect(calls.length).toBeGreaterThan(0)
        const problems: string[] = []
        for (const call of calls) problems.push(...(await checkEndpointCall(world, endpoint, call, tally)))
        if (await changedB(world)) problems.push(`${endpoint.key}: changed B's data`)
        expect(problems).toEqual([])
      })
    }
  })

  describe('server functions', () => {
    for (const serverFunction of serverFunctions) {
      it(serverFunction.key, async () => {
        const probe = serverFnProbes[serverFunction.key]
        if (!probe) throw new Error(`no probes for ${serverFunction.key} (testing/server-fn-probes.ts)`)
        const module = await loadServerFunctionModule(serverFunction)
        const fn = probe.resolve ? probe.resolve(module) : (module[serverFunction.name] as InProcessServerFn)
        expect(typeof fn).toBe('function')
        const problems: string[] = []
        for (const call of probe.isolation(world)) {
          problems.push(...(await checkServerFnCall(world, serverFunction.key, fn, call, tally)))
        }
        if (await changedB(world)) problems.push(`${serverFunction.key}: changed B's data`)
        expect(problems).toEqual([])
      })
    }
  })

  it("the checks catch a leak and a change: B's own read is flagged as a leak, a changed row of B's is seen", async () => {
    // The same check as above, on a call that must show B's data: it reports the 200 and the
    // thread's title and ids, so a passing probe above is a real refusal, not a blind check.
    const endpoint = endpoints.find((candidate) => candidate.key === 'GET /api/threads/$id')
    if (!endpoint) throw new Error('GET /api/threads/$id is gone')
    const problems = await checkEndpointCall(
      world,
      endpoint,
      { caller: 'b.owner', params: { id: world.b.threadIds[0] ?? '' }, expect: 'refused' },
      newTally(),
    )
    expect(problems.join('\n')).toMatch(/answered 200, not one of 403\/404/)
    expect(problems.join('\n')).toContain(`showed B's ${world.b.marker}`)
    // And a change to any of B's rows is seen (run last: it changes B).
    expect(await changedB(world)).toBe(false)
    await world.handle.db
      .update(threads)
      .set({ title: 'changed' })
      .where(and(eq(threads.tenantId, world.b.tenantId), eq(threads.id, world.b.threadIds[0] ?? '')))
    expect(await changedB(world)).toBe(true)
  })
})
