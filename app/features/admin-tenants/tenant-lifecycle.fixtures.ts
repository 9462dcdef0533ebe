/** In-memory deletion and deleted-tenant APIs for the console's stories and tests. */
import type {
  ArchivesPage,
  DeletionPreview,
  TenantArchivesApi,
  TenantDeletionApi,
} from './tenant-lifecycle-api'

export const sampleDeletionPreview: DeletionPreview = {
  tenant: { id: 't-hirameki', slug: 'hirameki', name: 'ひらめき商事', status: 'active' },
  balance: 182_450,
  counts: {
    members: 12,
    teams: 3,
    invitations: 2,
    threads: 418,
    messages: 3_906,
    feedback: 57,
    knowledgeBases: 2,
    documents: 31,
    ledgerEntries: 2_011,
    purchases: 4,
    usageEvents: 1_950,
    domains: 2,
    exports: 1,
  },
}

/** Deletes when given the preview's slug, refuses anything else as the server does. */
export function fakeDeletionApi(preview: DeletionPreview = sampleDeletionPreview): TenantDeletionApi {
  return {
    key: ['fake-deletion', preview.tenant.id],
    preview: async () => ({ ok: true, data: preview }),
    remove: async (typed) =>
      typed.trim() === preview.tenant.slug
        ? {
            ok: true,
            data: {
              archive: {
                tenantId: preview.tenant.id,
                slug: preview.tenant.slug,
                name: preview.tenant.name,
                applicationKey: 'hirameki_ai',
                planId: 'standard',
                balance: preview.balance,
                counts: preview.counts,
                deletedBy: 'admin:a1',
                deletedByEmail: null,
                deletedAt: new Date('2026-11-28T10:00:00+09:00').toISOString(),
                statementUrl: `/api/admin/tenant-archives/${preview.tenant.id}/statement`,
              },
            },
          }
        : {
            ok: false,
            status: 400,
            message: {
              ja: `入力されたスラッグ「${typed}」がテナントのスラッグと一致しません。何も削除していません。`,
              en: `The slug you typed ("${typed}") is not the tenant's slug. Nothing was deleted.`,
            },
            fieldErrors: {},
          },
  }
}

export const sampleArchives: ArchivesPage = {
  total: 2,
  page: 0,
  size: 20,
  archives: [
    {
      tenantId: 't-old',
      slug: 'kaisha-old',
      name: '旧株式会社',
      applicationKey: 'hirameki_ai',
      planId: 'standard',
      balance: 12_000,
      counts: sampleDeletionPreview.counts,
      deletedBy: 'admin:a1',
      deletedByEmail: 'admin@opsai.example',
      deletedAt: new Date('2026-11-20T15:12:00+09:00').toISOString(),
      ledgerEntries: 2_011,
      statementUrl: '/api/admin/tenant-archives/t-old/statement',
    },
    {
      tenantId: 't-trial',
      slug: 'trial-co',
      name: 'Trial Co.',
      applicationKey: 'hirameki_ai',
      planId: 'free',
      balance: 0,
      counts: { ...sampleDeletionPreview.counts, threads: 3, messages: 12 },
      deletedBy: 'cli:ops',
      deletedByEmail: null,
      deletedAt: new Date('2026-10-02T09:00:00+09:00').toISOString(),
      ledgerEntries: 5,
      statementUrl: '/api/admin/tenant-archives/t-trial/statement',
    },
  ],
}

export function fakeArchivesApi(page: ArchivesPage = sampleArchives): TenantArchivesApi {
  return { key: ['fake-archives', page.total], list: async () => ({ ok: true, data: page }) }
}
