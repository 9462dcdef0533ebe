import { Link } from '@tanstack/react-router'
import { type FormEvent, Fragment, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { formatInstant } from '../../i18n/time'
import type { AuditPage, AuditRow } from '../../server/admin/audit/audit-list.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminListPage } from '../admin-shell/admin-list-page'
import * as css from '../admin-tenants/admin-tenants.css'
import { useBilingual } from '../admin-tenants/admin-tenants-actions'
import { optionalPaging } from '../admin-users/admin-list-paging'
import * as auditCss from './admin-audit.css'
import { AUDIT_SIZES, type AuditSearch } from './admin-audit-search'
import { type PresentedAuditEntry, presentAuditEntry } from './audit-presentation.shared'

type FilterField = 'actor' | 'action' | 'tenant' | 'from' | 'to'
const FIELDS: FilterField[] = ['actor', 'action', 'tenant', 'from', 'to']

export type AuditSearchUpdate = (current: AuditSearch) => AuditSearch

export interface AuditLogSectionProps {
  page: AuditPage
  search: AuditSearch
  onSearchChange: (update: AuditSearchUpdate) => void
  loading?: boolean
}

const draftOf = (search: AuditSearch) =>
  Object.fromEntries(FIELDS.map((field) => [field, search[field] ?? ''])) as Record<FilterField, string>

/**
 * The platform's audit log with its filters (actor, action, tenant, Japan-day range) and server
 * paging. It lives on /admin: it covers every tenant and platform-wide changes (plans,
 * applications, users), so it is the console's, not one tenant's.
 */
export function AuditLogSection({ page, search, onSearchChange, loading }: AuditLogSectionProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const pick = useBilingual()
  const [draft, setDraft] = useState(() => draftOf(search))
  useEffect(() => setDraft(draftOf(search)), [search])

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const filters = Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim() || undefined]))
    onSearchChange((current) => ({ ...current, ...filters, page: undefined }))
  }

  // Each row read once per render of the page, in the reader's language (audit-presentation.ts).
  const present = useMemo(() => {
    const cache = new Map<AuditRow, PresentedAuditEntry>()
    return (row: AuditRow) => {
      let presented = cache.get(row)
      if (!presented) {
        presented = presentAuditEntry(row, page.names, locale)
        cache.set(row, presented)
      }
      return presented
    }
  }, [page.names, locale])

  const columns = useMemo(() => {
    const column = dataTableColumns<AuditRow>()
    return column.columns([
      column.accessor('at', {
        header: t('adminAudit.at'),
        cell: (info) => <span className={css.numeric}>{formatInstant(info.getValue())}</span>,
      }),
      column.accessor('actor', {
        header: t('adminAudit.actor'),
        enableSorting: false,
        cell: (info) => {
          const { actor } = present(info.row.original)
          return (
            <span className={auditCss.person}>
              {actor.name}
              {actor.detail && <span className={auditCss.personDetail}>{actor.detail}</span>}
            </span>
          )
        },
      }),
      column.accessor('action', {
        header: t('adminAudit.action'),
        enableSorting: false,
        cell: (info) => (
          <span className={auditCss.operation} title={info.getValue()}>
            {present(info.row.original).operation}
          </span>
        ),
      }),
      column.accessor('tenantSlug', {
        header: t('adminAudit.tenantColumn'),
        enableSorting: false,
        cell: (info) => {
          const slug = info.getValue()
          if (!slug) return ''
          return (
            <Link to="/admin/tenants" search={{ tenant: slug }}>
              {info.row.original.tenantName ?? slug}
            </Link>
          )
        },
      }),
      column.accessor('target', {
        header: t('adminAudit.target'),
        enableSorting: false,
        cell: (info) => <span className={auditCss.target}>{present(info.row.original).target}</span>,
      }),
      column.accessor('details', {
        header: t('adminAudit.details'),
        enableSorting: false,
        cell: (info) => {
          const lines = present(info.row.original).details
          if (lines.length === 0) return ''
          return (
            <dl className={auditCss.details}>
              {lines.map((line) => (
                // A label is a path of object keys, so it is unique within its entry.
                <Fragment key={line.label}>
                  <dt className={auditCss.detailLabel}>{line.label}</dt>
                  <dd className={auditCss.detailValue}>{line.value}</dd>
                </Fragment>
              ))}
            </dl>
          )
        },
      }),
    ])
  }, [t, present])

  return (
    <AdminListPage
      title={t('adminAudit.title')}
      lead={t('adminAudit.lead')}
      header="spaced"
      sectionId="audit-log"
      filters={
        <Card>
          <form noValidate className={listCss.filters} onSubmit={apply} aria-label={t('adminAudit.title')}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`adminAudit.${field}`)}
                description={
                  field === 'actor'
                    ? t('adminAudit.actorHelp')
                    : field === 'action'
                      ? t('adminAudit.actionHelp')
                      : undefined
                }
                name={`audit-${field}`}
                type={field === 'from' || field === 'to' ? 'date' : 'text'}
                autoComplete="off"
                value={draft[field]}
                onValueChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
                error={pick(page.fieldErrors[field])}
              />
            ))}
            <Button type="submit" variant="secondary">
              {t('adminAudit.apply')}
            </Button>
            <Button variant="ghost" onClick={() => onSearchChange(() => ({}))}>
              {t('adminAudit.clear')}
            </Button>
          </form>
        </Card>
      }
      table={{
        caption: t('adminAudit.caption'),
        columns,
        data: page.rows,
        getRowId: (row) => String(row.id),
        loading,
        empty: t('adminAudit.empty'),
        pageSizeOptions: AUDIT_SIZES,
        server: {
          ...optionalPaging(page.total, search, { size: 20, firstPage: 1 }, (paging) =>
            onSearchChange((current) => ({ ...current, ...paging })),
          ),
          sorting: [{ id: 'at', desc: !search.oldest }],
          onSortingChange: (next) =>
            onSearchChange((current) => ({
              ...current,
              // Newest first unless the date column is turned to ascending.
              oldest: next[0]?.id === 'at' && next[0].desc === false ? true : undefined,
              page: undefined,
            })),
        },
      }}
    />
  )
}
