import type { Db } from '#db/client'
import type { BackgroundJob } from './background-jobs.server'

export interface JobContext {
  /** The worker's clock: the wall clock, or the one a test or `opsai jobs run --now` sets. */
  now: Date
  /** Keeps the lease of a long job; false: another worker took it, stop and write nothing more. */
  extendLease(): Promise<boolean>
}

/** Runs one job of its kind; throwing retries it later (PermanentJobError: never). */
export type JobHandler = (db: Db, job: BackgroundJob, context: JobContext) => Promise<void>

/** A failure retrying cannot mend (bad payload, a tenant that is gone): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentJobError'
  }
}
