/** The background work of the alerts, for the job registry (app/server/jobs/job-handlers.server.ts). */
import type { JobHandler } from '../jobs/job-types.server'
import { LOW_BALANCE_ALERT_JOB, sendLowBalanceAlert } from './low-balance-alert.server'
import {
  MONTHLY_SUMMARY_JOB,
  MONTHLY_SUMMARY_MAIL_JOB,
  queueMonthlySummaries,
  sendMonthlySummary,
} from './monthly-summary.server'

export { MONTHLY_USAGE_SUMMARY } from './monthly-summary.server'

export const ALERT_JOB_HANDLERS: Record<string, JobHandler> = {
  [LOW_BALANCE_ALERT_JOB]: sendLowBalanceAlert,
  [MONTHLY_SUMMARY_JOB]: queueMonthlySummaries,
  [MONTHLY_SUMMARY_MAIL_JOB]: sendMonthlySummary,
}
