/**
 * The tenant lifecycle's job kinds and limits (ADR 030), apart from the services and handlers
 * so the services that queue jobs and the job registry import no cycle.
 */
export const TENANT_EXPORT_JOB = 'tenant-export'
/** Daily: ready exports past their 7 days lose their archive. */
export const EXPORT_EXPIRY_JOB = 'tenant-export-expiry'
/** Nightly: each tenant's threads older than its retention are deleted. */
export const THREAD_RETENTION_JOB = 'thread-retention'

/** How long a finished archive stays downloadable. */
export const EXPORT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** The largest piece of an archive stored in one row. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024
