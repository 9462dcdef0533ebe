/**
 * What a scrape reads from the database (ADR 042): the depth of the job queues and this
 * process's connections. One short statement each, on the partial indexes of waiting jobs.
 */
import { sql } from 'drizzle-orm'
import type { DbHandle } from '#db/client'
import { rowsOf } from '#db/rows'
import type { ScrapeSources } from './metrics.server'

const QUEUES = ['background', 'knowledge'] as const
const WAITING_STATES = ['queued', 'running'] as const

export function databaseScrapeSources(handle: DbHandle): ScrapeSources {
  return {
    async queueDepth() {
      const result = await handle.db.execute(sql`
        select 'background' as queue, state, count(*)::int as jobs from background_jobs
          where state in ('queued', 'running') group by state
        union all
        select 'knowledge' as queue, state, count(*)::int as jobs from knowledge_jobs
          where state in ('queued', 'running') group by state`)
      const counted = new Map(
        rowsOf<{ queue: string; state: string; jobs: number }>(result).map((row) => [
          `${row.queue}:${row.state}`,
          Number(row.jobs),
        ]),
      )
      // An empty queue is a 0, not a series that disappears.
      return QUEUES.flatMap((queue) =>
        WAITING_STATES.map((state) => ({ queue, state, jobs: counted.get(`${queue}:${state}`) ?? 0 })),
      )
    },
    async pool() {
      if (handle.kind === 'pglite' || !handle.applicationName) {
        // PGlite runs in this process on one connection that queues statements; nothing more is measurable.
        return { driver: handle.kind, max: handle.poolSize, open: 1 }
      }
      // postgres.js does not publish its pool's state; the server knows this pool's connections by name.
      const result = await handle.db.execute(sql`
        select count(*)::int as open, count(*) filter (where state <> 'idle')::int as busy
        from pg_stat_activity where application_name = ${handle.applicationName}`)
      const [row] = rowsOf<{ open: number; busy: number }>(result)
      // The scrape's own statement is one of the busy connections: it is not the app's load.
      return {
        driver: 'postgres',
        max: handle.poolSize,
        open: Number(row?.open ?? 0),
        busy: Math.max(0, Number(row?.busy ?? 0) - 1),
      }
    },
  }
}
