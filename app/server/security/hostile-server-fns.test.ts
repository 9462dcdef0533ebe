/**
 * Hostile input on every server function (property-based, fast-check): the data a forged call
 * can carry instead of what the page sends (wrong types, missing and extra fields, huge strings,
 * control characters, SQL and HTML/script payloads, path traversal). Sent by the caller allowed
 * to use the function, in a real request scope on a real database: never a thrown error (a 500),
 * a refusal explains itself (a message in Japanese and English, or a page state the page words),
 * and a refused call writes nothing.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { checkHostileServerFnCall, hostileData, hostileRunsPerDatabase } from './testing/hostile-checks'
import type { InProcessServerFn } from './testing/in-process-server-fn'
import { listServerFunctions, loadServerFunctionModule } from './testing/inventory'
import { serverFnProbes } from './testing/server-fn-probes'
import { buildSecurityWorld, releaseProcessDatabase, type SecurityWorld } from './testing/two-tenant-world'

vi.mock('@tanstack/react-start', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tanstack/react-start')>()
  const { inProcessCreateServerFn } = await import('./testing/in-process-server-fn')
  return { ...actual, createServerFn: inProcessCreateServerFn }
})

const serverFunctions = listServerFunctions()

afterAll(releaseProcessDatabase)

describeEachDatabase('hostile input on the server functions', (database) => {
  let world: SecurityWorld
  let inputs = 0
  beforeAll(async () => {
    world = await buildSecurityWorld(database.handle())
  })
  afterAll(async () => {
    await world?.close()
    console.info(
      `[security] hostile server functions [${database.kind}]: ${serverFunctions.length} functions × ${hostileRunsPerDatabase()} inputs = ${inputs} calls`,
    )
  })

  for (const serverFunction of serverFunctions) {
    it(serverFunction.key, async () => {
      const probe = serverFnProbes[serverFunction.key]
      if (!probe) throw new Error(`no probes for ${serverFunction.key} (testing/server-fn-probes.ts)`)
      const module = await loadServerFunctionModule(serverFunction)
      const fn = probe.resolve ? probe.resolve(module) : (module[serverFunction.name] as InProcessServerFn)
      const template = probe.hostile(world)
      await fc.assert(
        fc.asyncProperty(hostileData(template), async (data) => {
          inputs += 1
          expect(await checkHostileServerFnCall(world, fn, template, data)).toEqual([])
        }),
        { numRuns: hostileRunsPerDatabase(template.runs ?? 1) },
      )
    })
  }
})
