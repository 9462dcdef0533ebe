/**
 * The cluster `npm run test:cluster` runs: a throwaway PostgreSQL cluster, the local model server
 * (a process of its own), three `opsai server start --no-build` instances on that database, and
 * nginx with `deploy/nginx.conf` in front of them. Every port is fixed in 5700-5759, so a restarted
 * instance comes back where nginx's upstream expects it.
 */
import type { DbHandle } from '../../db/client'
import { type OpsaiServer, startOpsaiServer } from '../../resilience/support/opsai-server'
import { startThrowawayPostgres } from '../../resilience/support/throwaway-postgres'
import { openServerDatabase } from '../../resilience/support/world'
import { type ModelProcess, startModelProcess } from './model-process'
import { type RunningNginx, startNginx } from './nginx'

export const PORTS = { postgres: 5700, model: 5701, nginx: 5702, instances: [5710, 5711, 5712] } as const
export const NAMES = ['A', 'B', 'C'] as const
/** Shorter than the default 30 s, and below OpsaiServer.stop()'s 10 s before it sends SIGKILL. */
export const DRAIN_TIMEOUT_S = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface Cluster {
  databaseUrl: string
  /** The balancer: what every client of the load talks to. */
  url: string
  nginx: RunningNginx
  model: ModelProcess
  /** The current process of each instance (replaced when one is restarted). */
  instances: OpsaiServer[]
  handle: DbHandle
  /** Starts instance `index` again on its port and resolves once it is ready. */
  start(index: number): Promise<OpsaiServer>
  stop(): Promise<void>
}

/**
 * Ready = `/api/ready` answers 200; a build without that route (404) is ready once `/api/health`
 * is, which startOpsaiServer has already waited for.
 */
export async function waitUntilReady(url: string, timeoutMs = 60_000): Promise<'ready' | 'health'> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3000) })
      .then(async (response) => {
        await response.body?.cancel()
        return response.status
      })
      .catch(() => 0)
    if (status === 200) return 'ready'
    if (status === 404) return 'health'
    await sleep(100)
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`)
}

export async function startCluster(options: { chunkDelayMs: number }): Promise<Cluster> {
  const pg = await startThrowawayPostgres({ port: PORTS.postgres })
  const model = await startModelProcess({
    port: PORTS.model,
    defaultReply: { chunkDelayMs: options.chunkDelayMs },
  })
  const url = `http://127.0.0.1:${PORTS.nginx}`
  const env = {
    OPSAI_AI_BASE_URL: model.baseURL,
    OPSAI_AI_API_KEY: 'sk-cluster',
    OPSAI_AI_MODEL: 'cluster-model',
    // nginx runs on this machine: its X-Forwarded-For and X-Forwarded-Proto are believed.
    OPSAI_TRUSTED_PROXIES: '127.0.0.1',
    // The public address is the balancer's, as in a deployment.
    OPSAI_BASE_URL: url,
    OPSAI_DRAIN_TIMEOUT_S: String(DRAIN_TIMEOUT_S),
  }
  const instances: OpsaiServer[] = []
  const start = async (index: number) => {
    const port = PORTS.instances[index]
    if (port === undefined) throw new Error(`no instance ${index}`)
    const server = await startOpsaiServer({ databaseUrl: pg.url, port, env })
    await waitUntilReady(server.url)
    instances[index] = server
    return server
  }
  // The first migrates and seeds the empty database; the others then find it done, side by side.
  await start(0)
  await Promise.all(PORTS.instances.slice(1).map((_, index) => start(index + 1)))
  const nginx = await startNginx({
    listenPort: PORTS.nginx,
    upstreams: PORTS.instances.map((port) => `127.0.0.1:${port}`),
  })
  const handle = await openServerDatabase({ databaseUrl: pg.url })
  return {
    databaseUrl: pg.url,
    url,
    nginx,
    model,
    instances,
    handle,
    start,
    async stop() {
      await handle.close()
      await nginx.stop()
      await Promise.all(instances.map((instance) => instance.stop()))
      await model.close()
      pg.stop()
    },
  }
}
