/**
 * The three-instance cluster against one instance (issue 22, figure h): the cluster of
 * `npm run test:cluster` (three `opsai server start` on one throwaway PostgreSQL behind nginx
 * with deploy/nginx.conf), the signed-in home driven through nginx, and the same page on one of
 * its instances directly, alternately, with the same load (bench/ssr.ts).
 */
import { startCluster } from '../cluster/support/cluster'
import { signIn } from '../resilience/support/chat-client'
import { DEMO_PASSWORD } from '../resilience/support/opsai-server'
import { fetchHtml, measureAgainst, type Throughput } from './ssr'

export async function measureCluster(): Promise<Throughput> {
  const cluster = await startCluster({ chunkDelayMs: 0 })
  try {
    const member = await signIn(cluster.url, { email: 'member@hirameki.example', password: DEMO_PASSWORD })
    const headers = { 'accept-language': 'ja', cookie: member.cookie }
    const single = cluster.instances[0]
    if (!single) throw new Error('the cluster has no instance')
    const throughCluster = { url: `${cluster.url}/`, headers }
    const { body } = await fetchHtml('signed-in / through nginx', throughCluster)
    const figure = await measureAgainst(
      'signed-in / on three instances behind nginx',
      throughCluster,
      { name: 'one instance', target: { url: `${single.url}/`, headers } },
      body.length,
    )
    return figure
  } finally {
    await cluster.stop()
  }
}
