/**
 * What each kind of background job does, and the calendar of periodic ones: the one list the
 * worker runs from. A feature adds its handler (keyed by its kind) and, when it runs on the
 * calendar, its entry in PERIODIC_JOBS.
 */
import { ALERT_JOB_HANDLERS, MONTHLY_USAGE_SUMMARY } from '../alerts/alert-jobs.server'
import type { JobHandler } from './job-types.server'
import type { PeriodicJob } from './periodic-jobs.server'

export const JOB_HANDLERS: Record<string, JobHandler> = { ...ALERT_JOB_HANDLERS }

export const PERIODIC_JOBS: PeriodicJob[] = [MONTHLY_USAGE_SUMMARY]
