/** Sample exports and in-memory APIs for the data section's stories and tests. */
import type { ExportView, TenantExportsApi, ThreadRetentionApi } from './tenant-data-api'

const at = (iso: string) => new Date(iso).toISOString()

export const sampleExports: Record<'building' | 'ready' | 'failed' | 'expired', ExportView> = {
  building: {
    id: 'exp-building',
    status: 'running',
    progress: 42,
    requestedBy: 'user:u-owner',
    createdAt: at('2026-11-28T09:30:00+09:00'),
    finishedAt: null,
    expiresAt: null,
    sizeBytes: null,
  },
  ready: {
    id: 'exp-ready',
    status: 'ready',
    progress: 100,
    requestedBy: 'user:u-owner',
    createdAt: at('2026-11-27T18:05:00+09:00'),
    finishedAt: at('2026-11-27T18:06:10+09:00'),
    expiresAt: at('2026-12-04T18:06:10+09:00'),
    sizeBytes: 12_894_310,
    downloadUrl: '/api/tenant/exports/exp-ready/download',
  },
  failed: {
    id: 'exp-failed',
    status: 'failed',
    progress: 0,
    requestedBy: 'admin:a1',
    createdAt: at('2026-11-20T11:00:00+09:00'),
    finishedAt: at('2026-11-20T11:02:00+09:00'),
    expiresAt: null,
    sizeBytes: null,
    error: {
      ja: 'エクスポートを作成できませんでした（could not write chunk）。もう一度エクスポートしてください。',
      en: 'The export could not be built (could not write chunk). Please export the data again.',
    },
  },
  expired: {
    id: 'exp-expired',
    status: 'expired',
    progress: 100,
    requestedBy: 'user:u-owner',
    createdAt: at('2026-11-01T10:00:00+09:00'),
    finishedAt: at('2026-11-01T10:01:00+09:00'),
    expiresAt: at('2026-11-08T10:01:00+09:00'),
    sizeBytes: 10_204_112,
  },
}

/** Exports that never change (a story's snapshot); `request` answers as the server would. */
export function fakeExportsApi(exports: ExportView[], name = 'sample'): TenantExportsApi {
  return {
    key: ['fake-exports', name],
    list: async () => ({ ok: true, data: { exports } }),
    request: async () =>
      exports.some((view) => view.status === 'queued' || view.status === 'running')
        ? {
            ok: false,
            status: 409,
            message: {
              ja: 'エクスポート exp-building（2026-11-28 09:30:00 に依頼）を作成中です。完了してからもう一度依頼してください。',
              en: 'Export exp-building (requested 2026-11-28 09:30:00) is still being built. Request another once it has finished.',
            },
            fieldErrors: {},
          }
        : { ok: true, data: { id: 'exp-new' } },
  }
}

export function fakeRetentionApi(days: number | null, name = 'sample'): ThreadRetentionApi {
  return {
    key: ['fake-retention', name, days],
    load: async () => ({ ok: true, data: { days } }),
    save: async (value) =>
      value === null ||
      (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 36_500)
        ? { ok: true, data: { days: value } }
        : {
            ok: false,
            status: 400,
            message: {
              ja: 'スレッドの保存期間は 1〜36500 の整数（日数）で指定してください。無期限に保存するときは null を指定します。',
              en: 'Thread retention must be a whole number of days from 1 to 36500, or null to keep threads forever.',
            },
            fieldErrors: {},
          },
  }
}
