/** /admin/tenants' deleted tenants: who deleted each and when, its last balance, and its ledger as CSV. */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useFormatTime } from '../../i18n/time-zone'
import { Button, buttonClassName } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import * as css from './admin-tenants.css'
import { SmallTableHead } from './small-table-head'
import { ARCHIVES_PAGE_SIZE, type TenantArchivesApi, type TenantArchiveView } from './tenant-lifecycle-api'

export function DeletedTenants({ api }: { api: TenantArchivesApi }) {
  const { t } = useTranslation()
  /** A person by their e-mail, the CLI by its operator; an account since deleted by its actor code. */
  const deletedBy = (archive: TenantArchiveView) => {
    if (archive.deletedByEmail) return archive.deletedByEmail
    const [kind, ...who] = archive.deletedBy.split(':')
    return kind === 'cli' ? t('adminTenantLifecycle.archives.cli', { who: who.join(':') }) : archive.deletedBy
  }
  const { locale } = useLocale()
  const time = useFormatTime()
  const [page, setPage] = useState(0)
  const query = useQuery({ queryKey: [...api.key, page], queryFn: () => api.list(page), staleTime: 0 })
  const data = query.data?.ok ? query.data.data : undefined
  const pages = data ? Math.max(1, Math.ceil(data.total / ARCHIVES_PAGE_SIZE)) : 1
  const headers = [
    t('adminTenantLifecycle.archives.tenant'),
    t('adminTenantLifecycle.archives.deletedAt'),
    t('adminTenantLifecycle.archives.deletedBy'),
    t('adminTenantLifecycle.archives.balance'),
    t('adminTenantLifecycle.archives.entries'),
    t('adminTenantLifecycle.archives.statement'),
  ]
  return (
    <Card
      className={css.afterList}
      title={t('adminTenantLifecycle.archives.heading')}
      headingLevel={2}
      description={t('adminTenantLifecycle.archives.lead')}
    >
      {!data || data.archives.length === 0 ? (
        <p className={css.muted}>{data ? t('adminTenantLifecycle.archives.none') : t('common.loading')}</p>
      ) : (
        <div className={css.scroll} data-testid="deleted-tenants">
          <table className={css.wideTable} aria-label={t('adminTenantLifecycle.archives.heading')}>
            <SmallTableHead headers={headers} />
            <tbody>
              {data.archives.map((archive) => (
                <tr key={archive.tenantId} data-testid={`deleted-tenant-${archive.slug}`}>
                  <td className={css.smallCell}>
                    <div className={css.cellStack}>
                      <span>{archive.name}</span>
                      <span className={css.mono}>{archive.slug}</span>
                    </div>
                  </td>
                  <td className={`${css.smallCell} ${css.numeric}`}>{time.dateTime(archive.deletedAt)}</td>
                  <td className={css.smallCell}>{deletedBy(archive)}</td>
                  <td className={`${css.smallCell} ${css.numeric}`}>
                    {formatNumber(archive.balance, locale)}
                  </td>
                  <td className={`${css.smallCell} ${css.numeric}`}>
                    {formatNumber(archive.ledgerEntries ?? 0, locale)}
                  </td>
                  <td className={css.smallCell}>
                    <a
                      className={buttonClassName({ variant: 'secondary', size: 'small' })}
                      href={`${archive.statementUrl}?lang=${locale}`}
                      download
                      title={t('adminTenantLifecycle.archives.downloadName', { slug: archive.slug })}
                    >
                      {t('adminTenantLifecycle.archives.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className={css.actions}>
          <Button size="small" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('adminTenantLifecycle.archives.previous')}
          </Button>
          <span className={css.muted}>
            {t('adminTenantLifecycle.archives.page', { page: page + 1, pages })}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('adminTenantLifecycle.archives.next')}
          </Button>
        </div>
      )}
    </Card>
  )
}
