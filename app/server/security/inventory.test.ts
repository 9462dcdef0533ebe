/**
 * The probe tables cover exactly what the code exposes: a new endpoint or server function fails
 * here until it is given its isolation probes and hostile-input template (and a removed one
 * until its probes go too).
 */
import { describe, expect, it } from 'vitest'
import { endpointProbes } from './testing/endpoint-probes'
import { listEndpoints, listServerFunctions, serverRouteFiles } from './testing/inventory'
import { serverFnProbes } from './testing/server-fn-probes'

describe('the security probes cover every endpoint and server function', () => {
  it('every HTTP endpoint under app/routes/api has probes, and every probe an endpoint', async () => {
    const endpoints = (await listEndpoints()).map((endpoint) => endpoint.key)
    expect(endpoints.length).toBeGreaterThan(40)
    expect(endpoints.filter((key) => !(key in endpointProbes))).toEqual([])
    expect(Object.keys(endpointProbes).filter((key) => !endpoints.includes(key))).toEqual([])
  })

  it('every createServerFn in the app has probes, and every probe a server function', () => {
    const functions = listServerFunctions().map((fn) => fn.key)
    expect(functions.length).toBeGreaterThan(40)
    expect(functions.filter((key) => !(key in serverFnProbes))).toEqual([])
    expect(Object.keys(serverFnProbes).filter((key) => !functions.includes(key))).toEqual([])
  })

  it('reads the endpoints of every route file that declares server handlers', async () => {
    // A server route outside app/routes/api, or one whose handlers the loader cannot see, would
    // escape the probes.
    const files = serverRouteFiles()
    expect(files.length).toBeGreaterThan(30)
    const probed = new Set((await listEndpoints()).map((endpoint) => endpoint.file))
    expect(files.filter((file) => !probed.has(file))).toEqual([])
  })
})
