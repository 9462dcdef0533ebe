/**
 * What each kind of background job does, and the calendar of periodic ones: the one list the
 * worker runs from. A feature adds its handler (keyed by its kind) and, when it runs on the
 * calendar, its entry in PERIODIC_JOBS.
 */
import { ALERT_JOB_HANDLERS, MONTHLY_USAGE_SUMMARY } from '../alerts/alert-jobs.server'
import { MONTHLY_PLANS_JOB, MONTHLY_PLANS_SCHEDULE, runMonthlyPlans } from '../payment/monthly-plans.server'
import { runExportExpiryJob, runTenantExportJob } from '../tenant-lifecycle/export-job.server'
import {
  EXPORT_EXPIRY_JOB,
  TENANT_EXPORT_JOB,
  THREAD_RETENTION_JOB,
} from '../tenant-lifecycle/lifecycle-constants.server'
import { runThreadRetentionJob } from '../tenant-lifecycle/thread-retention.server'
import { runWebhookDelivery } from '../webhooks/webhook-deliveries.server'
import { WEBHOOK_DELIVERY_JOB } from '../webhooks/webhook-job-kind.server'
import type { JobHandler } from './job-types.server'
import { LOG_PRUNING_JOB, LOG_PRUNING_SCHEDULE, runLogPruningJob } from './log-pruning.server'
import type { PeriodicJob } from './periodic-jobs.server'

export const JOB_HANDLERS: Record<string, JobHandler> = {
  ...ALERT_JOB_HANDLERS,
  [TENANT_EXPORT_JOB]: runTenantExportJob,
  [EXPORT_EXPIRY_JOB]: runExportExpiryJob,
  [THREAD_RETENTION_JOB]: runThreadRetentionJob,
  [MONTHLY_PLANS_JOB]: runMonthlyPlans,
  [LOG_PRUNING_JOB]: runLogPruningJob,
  // Looked up when called: the webhook modules wake this worker, an import cycle at load time.
  [WEBHOOK_DELIVERY_JOB]: (db, job, context) => runWebhookDelivery(db, job, context),
}

export const PERIODIC_JOBS: PeriodicJob[] = [
  MONTHLY_PLANS_SCHEDULE,
  MONTHLY_USAGE_SUMMARY,
  { kind: EXPORT_EXPIRY_JOB, cadence: 'daily', hourJst: 4 },
  { kind: THREAD_RETENTION_JOB, cadence: 'daily', hourJst: 3 },
  LOG_PRUNING_SCHEDULE,
]
