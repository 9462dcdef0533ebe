/**
 * The hostile-input property tests of a set of HTTP endpoints, one world per database. Split
 * over two test files (the console's endpoints and the rest) so the two workers share the load.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { endpointProbes } from './endpoint-probes'
import { checkHostileEndpointCall, hostileRequests, hostileRunsPerDatabase } from './hostile-checks'
import type { Endpoint } from './inventory'
import { buildSecurityWorld, releaseProcessDatabase, type SecurityWorld, withEnv } from './two-tenant-world'

export function describeHostileEndpoints(name: string, endpoints: Endpoint[]) {
  afterAll(releaseProcessDatabase)

  describeEachDatabase(name, (database) => {
    let world: SecurityWorld
    let inputs = 0
    beforeAll(async () => {
      world = await buildSecurityWorld(database.handle())
    })
    afterAll(async () => {
      await world?.close()
      console.info(
        `[security] ${name} [${database.kind}]: ${endpoints.length} endpoints × ${hostileRunsPerDatabase()} inputs = ${inputs} requests`,
      )
    })

    for (const endpoint of endpoints) {
      it(endpoint.key, async () => {
        const probe = endpointProbes[endpoint.key]
        if (!probe) throw new Error(`no probes for ${endpoint.key} (testing/endpoint-probes.ts)`)
        const template = probe.hostile(world)
        await withEnv(template.env, () =>
          fc.assert(
            fc.asyncProperty(hostileRequests(endpoint, template), async (request) => {
              inputs += 1
              expect(await checkHostileEndpointCall(world, endpoint, template, request)).toEqual([])
            }),
            { numRuns: hostileRunsPerDatabase() },
          ),
        )
      })
    }
  })
}
