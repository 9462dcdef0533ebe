/**
 * Issue 21 point 5: three instances of the production build on one PostgreSQL behind Debian's
 * nginx, configured by `deploy/nginx.conf`, under mixed load from a bounded number of clients.
 * In order: the balancer itself (spread, unbuffered streams, forwarded headers); a domain mapped
 * by the operator's CLI is served with its brand by every instance within 1 s; SIGKILL of one
 * instance mid-load loses nothing acknowledged and the ledgers stay exact; a rolling restart
 * (SIGTERM, one instance at a time) under chat load fails no request and loses no token.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asPlatform } from '../app/server/tenancy/scope.server'
import type { Db } from '../db/client'
import { session } from '../db/schema'
import { postTurn, type SignedIn, signIn } from '../resilience/support/chat-client'
import { ADMIN } from '../resilience/support/opsai-server'
import { ACTOR, makeTenant } from '../resilience/support/world'
import {
  expectAcknowledgedStored,
  expectExactLedgers,
  expireAndSweep,
  openReservations,
} from './support/acknowledged'
import { brandNameOn, getWithHost, watchPropagation } from './support/brand-probe'
import { type Cluster, NAMES, PORTS, startCluster } from './support/cluster'
import { type LoadRecord, type Member, startLoad, summarise } from './support/mixed-load'
import { runOpsai } from './support/opsai-cli'

/** Concurrent clients of the load: enough to keep every instance busy, few enough for 2 cores. */
const CLIENTS = 6
/** The model answers a word per 40 ms: a turn streams for 0.2 to 0.4 s. */
const CHUNK_DELAY_MS = 40
const PROPAGATION_LIMIT_MS = 1000

const report: Record<string, unknown> = {}

function failuresOf(records: LoadRecord[]) {
  return records
    .filter((record) => !record.ok)
    .map((record) => `${record.kind} ${record.status} ${record.detail}`.slice(0, 300))
}

describe('three instances behind nginx (deploy/nginx.conf)', () => {
  let cluster: Cluster
  let db: Db
  let admin: SignedIn
  const killMembers: Member[] = []
  const rollMembers: Member[] = []

  beforeAll(async () => {
    const started = Date.now()
    cluster = await startCluster({ chunkDelayMs: CHUNK_DELAY_MS })
    db = cluster.handle.db
    report.clusterStartMs = Date.now() - started
    // Separate tenants per phase: the rolling restart's ledgers must owe nothing to the SIGKILL.
    for (const [prefix, members] of [
      ['kill', killMembers],
      ['roll', rollMembers],
    ] as const) {
      for (let index = 0; index < 3; index += 1) {
        const tenant = await makeTenant(db, prefix, 2_000_000)
        members.push({ tenant, auth: await signIn(cluster.url, tenant.owner) })
      }
    }
    admin = await signIn(cluster.url, ADMIN, { systemAdmin: true })
  })

  afterAll(async () => {
    const log = cluster?.nginx.accessLog() ?? []
    report.requestsThroughNginx = log.length
    report.requestsByInstance = Object.fromEntries(
      PORTS.instances.map((port, index) => [
        NAMES[index],
        log.filter((line) => line.upstreams.at(-1) === `127.0.0.1:${port}`).length,
      ]),
    )
    report.movedOnByNginx = log.filter((line) => line.upstreams.length > 1).length
    console.log(`[cluster] ${JSON.stringify(report, null, 1)}`)
    await cluster?.stop()
  })

  it('spreads mixed load over the three instances, streams unbuffered and passes Host and X-Forwarded-*', async () => {
    const started = Date.now()
    const load = startLoad({ baseUrl: cluster.url, members: killMembers, admin, clients: CLIENTS })
    await load.next(40)
    const records = await load.stop()
    const seconds = (Date.now() - started) / 1000
    report.warmUp = { ...summarise(records), perSecond: Math.round(records.length / seconds) }
    expect(failuresOf(records)).toEqual([])
    const served = new Set(cluster.nginx.accessLog().map((line) => line.upstreams.at(-1)))
    for (const port of PORTS.instances) expect(served).toContain(`127.0.0.1:${port}`)

    // Unbuffered: the reply's words arrive as the model writes them, not all at the end.
    const arrivals: number[] = []
    const member = killMembers[0] as Member
    const turn = await postTurn(
      cluster.url,
      member.auth,
      { content: Array.from({ length: 12 }, (_, word) => `u${word}`).join(' ') },
      { onEvent: (event) => event.event === 'delta' && arrivals.push(Date.now()) },
    )
    expect(turn.done?.status).toBe('complete')
    expect(arrivals.length).toBeGreaterThan(5)
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(CHUNK_DELAY_MS * 5)

    // X-Forwarded-For reaches the app and is believed (nginx is a trusted proxy); a forged
    // X-Forwarded-Proto is overwritten by nginx, so the session cookie stays plain http.
    const response = await fetch(`${cluster.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: cluster.url,
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify(member.tenant.owner),
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/;\s*secure/i)
    const token = decodeURIComponent(response.headers.get('set-auth-token') ?? '').split('.')[0] ?? ''
    const [row] = await db.select({ ip: session.ipAddress }).from(session).where(eq(session.token, token))
    expect(row?.ip).toBe('198.51.100.7')
  })

  it('a domain mapped by the CLI is served with its brand by every instance within 1 s', async () => {
    const slug = `brand-${Date.now().toString(36)}`
    await asPlatform(db).tenants.create(
      {
        slug,
        name: `Cluster ${slug}`,
        applicationKey: 'fortuna',
        owner: { email: `owner@${slug}.test`, password: 'Owner-cluster-Passw0rd!' },
      },
      ACTOR,
    )
    const host = `${slug}.localhost`
    const direct: Record<string, string> = Object.fromEntries(
      cluster.instances.map((instance, index) => [NAMES[index] ?? String(index), instance.url]),
    )
    const brand = await brandNameOn(direct.A ?? '', 'fortuna.localhost')
    // Each instance has looked the host up (and keeps the answer) before the change.
    const unbranded = await brandNameOn(direct.B ?? '', host)
    expect(unbranded).not.toBe(brand)
    for (const url of Object.values(direct)) expect(await brandNameOn(url, host)).toBe(unbranded)

    const load = startLoad({ baseUrl: cluster.url, members: killMembers, admin, clients: CLIENTS })
    await load.next(10)
    const delays: Record<string, Record<string, number>> = {}
    let unanswered = 0
    for (const [change, args, expected] of [
      ['map', ['domains', 'map', host, '--tenant', slug], brand],
      ['unmap', ['domains', 'unmap', host], unbranded],
    ] as const) {
      const watch = watchPropagation({ instances: direct, host, expected, everyMs: 10, timeoutMs: 15_000 })
      // The CLI prints its line once the change is committed: the clock starts there.
      let committedAt: number | undefined
      await runOpsai(cluster.databaseUrl, [...args], (text, at) => {
        if (committedAt === undefined && /^(Un)?[Mm]apped /m.test(text)) committedAt = at
      })
      const measured = await watch.result(() => committedAt)
      delays[change] = measured.delays
      unanswered += measured.unanswered
      if (change === 'map') {
        // Through the balancer too: the Host header reaches the instances untouched.
        const page = await getWithHost(cluster.url, host, '/login')
        expect(page.status).toBe(200)
        expect(page.body).toContain(brand)
      }
    }
    const records = await load.stop()
    report.mappingPropagationMs = delays
    report.mappingProbesUnanswered = unanswered
    expect(failuresOf(records)).toEqual([])
    for (const perInstance of Object.values(delays)) {
      for (const delay of Object.values(perInstance)) expect(delay).toBeLessThanOrEqual(PROPAGATION_LIMIT_MS)
    }
  })

  it('SIGKILL of one instance mid-load loses nothing acknowledged; the ledgers stay exact', async () => {
    const tenantIds = killMembers.map((member) => member.tenant.tenantId)
    const load = startLoad({ baseUrl: cluster.url, members: killMembers, admin, clients: CLIENTS })
    await load.next(20)
    const victim = cluster.instances[1]
    if (!victim) throw new Error('no instance B')
    const killAt = Date.now()
    victim.kill('SIGKILL')
    await victim.exited
    const goneAt = Date.now()
    await load.next(30)
    const records = await load.stop()
    await cluster.start(1)

    const failed = records.filter((record) => !record.ok)
    const after = records.filter((record) => record.startedAt >= goneAt)
    const held = await openReservations(db, tenantIds)
    report.sigkill = {
      ...summarise(records),
      inFlightFailed: failed.length,
      startedAfterKill: after.length,
      reservationsLeftOpen: held.length,
    }
    // Only what was in flight on the killed instance may fail; nginx moves every later request.
    for (const record of failed) {
      expect(record.startedAt, failuresOf([record])[0]).toBeLessThan(goneAt)
      expect(record.endedAt).toBeGreaterThanOrEqual(killAt)
    }
    expect(after.length).toBeGreaterThan(0)
    expect(failuresOf(after)).toEqual([])
    const effects = records.filter((record) => record.ok && !['page', 'thread-list'].includes(record.kind))
    expect(await expectAcknowledgedStored(db, records)).toBe(effects.length)

    const swept = await expireAndSweep(db, cluster.databaseUrl, tenantIds)
    expect(swept.tokens).toBe(held.reduce((sum, reservation) => sum + reservation.estimate, 0))
    expect(await openReservations(db, tenantIds)).toEqual([])
    report.sigkillLedgers = await expectExactLedgers(db, tenantIds, { creditsOnReplies: false })
  })

  it('a rolling restart (SIGTERM each instance in turn) under chat load fails no request and loses no token', async () => {
    const tenantIds = rollMembers.map((member) => member.tenant.tenantId)
    const load = startLoad({ baseUrl: cluster.url, members: rollMembers, admin, clients: CLIENTS })
    await load.next(12)
    const restarts: { instance: string; exit: number | string; stopMs: number; backMs: number }[] = []
    for (let index = 0; index < cluster.instances.length; index += 1) {
      const old = cluster.instances[index]
      if (!old) throw new Error(`no instance ${index}`)
      const stopping = Date.now()
      await old.stop()
      const stopped = Date.now()
      const exit = await old.exited
      await cluster.start(index)
      restarts.push({
        instance: NAMES[index] ?? String(index),
        exit,
        stopMs: stopped - stopping,
        backMs: Date.now() - stopped,
      })
      // Traffic reaches the restarted instance before the next one goes.
      await load.next(6)
    }
    const records = await load.stop()
    report.rollingRestart = { ...summarise(records), restarts }

    expect(failuresOf(records)).toEqual([])
    for (const restart of restarts) expect(restart.exit, `exit of ${restart.instance}`).toBe(0)
    // Draining settled every reservation itself: nothing waits for the sweeper.
    expect(await openReservations(db, tenantIds)).toEqual([])
    await expectAcknowledgedStored(db, records)
    report.rollingLedgers = await expectExactLedgers(db, tenantIds, { creditsOnReplies: true })
  })
})
