import type { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { startBackgroundWorker } from '#app/server/jobs/job-worker.server'
import { startKnowledgeWorker } from '#app/server/knowledge/knowledge-worker.server'
import { releaseHeldReservations } from '#app/server/ledger/reservations.server'
import { minuteSweepTasks, runMinuteSweep } from '#app/server/lifecycle/minute-sweep.server'
import { databaseScrapeSources } from '#app/server/observability/database-metrics.server'
import { getLogger } from '#app/server/observability/logger.server'
import { setScrapeSources } from '#app/server/observability/metrics.server'
import { metricsAccessOf } from '#app/server/observability/metrics-endpoint.server'
import { initServerSentry } from '#app/server/sentry.server'
import { isNewPgliteDirectory, openDatabase, reopenPglite } from '#db/client'
import { migrateDatabase } from '#db/migrate'
import { socketSideOf } from '#db/pglite-socket-gate'
import { setDatabase } from '#db/runtime'
import { isDatabaseEmpty, seedDemo } from '#db/seeds/demo'
import { ensureSystemAdmin } from '#db/seeds/system-admin'
import { loadConfig } from '#root/app.config'
import { buildApp, buildIsCurrent } from '../../lib/build'
import { shutDownGracefully } from '../../lib/graceful-shutdown'
import { loadStartHandler, startHttpServer } from '../../lib/http-server'
import type { CliIo } from '../../lib/io'
import { type MetricsServer, startMetricsServer } from '../../lib/metrics-server'
import { tuneNativeMemory } from '../../lib/native-memory'
import { prepareSecretKey, sealSecretsAtStart } from '../../lib/secret-key'

const SWEEP_INTERVAL_MS = 60_000
/** After a second signal, the process exits within this whatever is still closing. */
const HURRIED_EXIT_MS = 3_000
/** A stopped server's event loop should be empty; this long after, it exits regardless. */
const LINGER_MS = 2_000

export function registerServerStart(server: Command, io: CliIo) {
  server
    .command('start')
    .description(
      'Build if needed, migrate, seed demo data into an empty database (not in production mode), and serve',
    )
    .option('--no-build', 'serve the existing build as it is')
    .option('--no-seed', 'do not seed demo data into an empty database (production mode never does)')
    .action(async (options: { build: boolean; seed: boolean }) => {
      // Validate first: a bad deploy stops here, naming the bad keys.
      const config = loadConfig(io.env)
      // Before the database and the app allocate: malloc gives back what they free (ADR 054).
      tuneNativeMemory()
      if (options.build && !buildIsCurrent()) await buildApp(io.stdout)
      // Before the database opens: a bad OPSAI_SECRET_KEY stops the start, naming the variable.
      const secretKey = await prepareSecretKey(io, config.data.dir)

      const newDirectory = !config.data.databaseUrl && isNewPgliteDirectory(config.data.dir)
      let handle = await openDatabase({
        databaseUrl: config.data.databaseUrl,
        dataDir: config.data.dir,
        role: 'server',
      })
      let socket: PGLiteSocketServer | undefined
      try {
        await migrateDatabase(handle)
        // Secrets still in plain text (from before ADR 033) are sealed before anyone reads them.
        await sealSecretsAtStart(handle.db, secretKey, io)
        // Production mode (ADR 032) never seeds demo accounts with a shared password, whatever --seed.
        const production = config.server.productionMode
        if (production) io.stdout(joinedLanguages('cli.server.productionNoDemo'))
        else if (options.seed && (await isDatabaseEmpty(handle.db))) {
          const demo = await seedDemo(handle.db, { env: io.env })
          for (const line of demo.lines) io.stdout(line)
        }
        for (const line of await ensureSystemAdmin(handle.db, io.env, { production })) io.stdout(line)
        // The instance that made a new directory keeps its memory: serve from one that opens it.
        if (newDirectory) handle = await reopenPglite(handle, config.data.dir)
        if (handle.pglite && handle.lock) {
          // Other processes (the CLI) reach this PGlite through a loopback socket.
          socket = new PGLiteSocketServer({
            // One cast at the boundary: the server calls only what SocketDatabase keeps.
            db: socketSideOf(handle.pglite) as PGlite,
            host: '127.0.0.1',
            port: 0,
            maxConnections: 8,
          })
          await socket.start()
          const port = Number(socket.getServerConn().split(':').pop())
          handle.lock.setPort(port)
        }
      } catch (error) {
        await socket?.stop()
        await handle.close()
        throw error
      }
      setDatabase(handle)

      if (await initServerSentry(config, 'server')) io.stdout('Error reporting is on (Sentry DSN set).')
      // Expired reservations, stale attachments, rate-limit rows and SAML requests: each tick in
      // one instance only when several share a PostgreSQL (minute-sweep.server.ts).
      const sweepTasks = minuteSweepTasks(config)
      const sweeper = setInterval(() => {
        runMinuteSweep(handle, sweepTasks).catch((error: unknown) =>
          getLogger().error({ err: error }, 'the minute sweep failed'),
        )
      }, SWEEP_INTERVAL_MS)
      sweeper.unref()
      // Uploaded documents are parsed and indexed in the background (ADR 027).
      const knowledgeWorker = startKnowledgeWorker(async () => handle.db)
      // Exports, mails, and the nightly and monthly work (app/server/jobs).
      const backgroundWorker = startBackgroundWorker(async () => handle.db)
      const handler = await loadStartHandler()
      // The queue depth and the pool are read from the database when Prometheus scrapes (ADR 042).
      setScrapeSources(databaseScrapeSources(handle))
      // Before the main port: a metrics port already taken stops the start before it serves.
      const metricsPort = metricsAccessOf(config.observability).ownPort
      const metrics: MetricsServer | undefined = metricsPort
        ? await startMetricsServer(metricsPort)
        : undefined
      const http = await startHttpServer({ port: config.server.port, host: config.server.host, handler })
      const where = config.data.databaseUrl ? 'PostgreSQL' : `PGlite (${config.data.dir})`
      io.stdout(`opsai is serving on ${config.server.baseUrl} (database: ${where})`)
      if (metrics) io.stdout(`Metrics are served on http://127.0.0.1:${metrics.port}/metrics`)

      await new Promise<void>((resolve, reject) => {
        const hurry = new AbortController()
        let stopping = false
        // SIGTERM drains (OPSAI_DRAIN_TIMEOUT_S); SIGINT (Ctrl-C) takes the same path without
        // waiting for streams, so their tokens are settled rather than held until they expire.
        const stop = (signal: NodeJS.Signals) => {
          if (stopping) {
            // A second signal: nothing more is waited for, and a hung close cannot keep the process.
            io.stdout(joinedLanguages('cli.server.hurrying', { signal }))
            hurry.abort()
            setTimeout(() => process.exit(1), HURRIED_EXIT_MS).unref()
            return
          }
          stopping = true
          io.stdout(`\n${joinedLanguages('cli.server.shuttingDown', { signal })}`)
          shutDownGracefully({
            signal,
            drainTimeoutMs: signal === 'SIGTERM' ? config.server.drainTimeoutSeconds * 1000 : 0,
            inFlight: http.inFlight,
            stopWorkers: async () => {
              clearInterval(sweeper)
              await Promise.all([knowledgeWorker.stop(), backgroundWorker.stop()])
            },
            releaseHeld: () => releaseHeldReservations(handle.db),
            closeHttp: async () => {
              await http.close(true)
              await metrics?.close()
              setScrapeSources(undefined)
            },
            closeDatabase: async () => {
              await socket?.stop()
              await handle.close()
            },
            log: io.stdout,
            hurry: hurry.signal,
          }).then(() => {
            // Whatever timer or socket a library left behind must not keep a stopped server up.
            setTimeout(() => process.exit(), LINGER_MS).unref()
            resolve()
          }, reject)
        }
        process.on('SIGINT', stop)
        process.on('SIGTERM', stop)
      })
    })
}
