import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { TenantFilterChoices, TenantFormOptions } from '../../server/admin/tenants/admin-tenants.server'
import type { TenantListPage, TenantListRow } from '../../server/admin/tenants/tenant-list.server'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { dataTableColumns, type SortingState } from '../../ui/data-table/data-table'
import { InstantCell } from '../../ui/data-table/instant-cell'
import { TextField } from '../../ui/text-field/text-field'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminListPage } from '../admin-shell/admin-list-page'
import { ChoiceFilter, OptionFilter } from '../admin-shell/choice-filter'
import { optionalPaging } from '../admin-users/admin-list-paging'
import * as css from './admin-tenants.css'
import type { AdminTenantActions } from './admin-tenants-actions'
import {
  type AdminTenantsSearch,
  TENANT_SIZES,
  TENANT_SORTS,
  TENANT_STATUS_FILTERS,
  type TenantSort,
} from './admin-tenants-search.shared'
import { emptyTenantForm, TenantFormDialog } from './tenant-form-dialog'
import { TenantStatusBadge } from './tenant-status-badge'

export type SearchUpdate = AdminTenantsSearch | ((current: AdminTenantsSearch) => AdminTenantsSearch)

export interface AdminTenantsViewProps {
  page: TenantListPage
  options: TenantFormOptions
  /** The labels of the application and plan filters in the URL (their pickers search the server). */
  filterChoices: TenantFilterChoices
  search: AdminTenantsSearch
  /** An updater sees the result of an earlier call in the same event (sorting also resets the page). */
  onSearchChange: (update: SearchUpdate) => void
  actions: AdminTenantActions
  loading?: boolean
}

const isSort = (value: string): value is TenantSort => (TENANT_SORTS as readonly string[]).includes(value)

/** /admin/tenants: every tenant, searched, filtered, sorted and paged by the server. */
export function AdminTenantsView({
  page,
  options,
  filterChoices,
  search,
  onSearchChange,
  actions,
  loading,
}: AdminTenantsViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [query, setQuery] = useState(search.q ?? '')
  const [creating, setCreating] = useState(false)
  useEffect(() => setQuery(search.q ?? ''), [search.q])

  // A new filter starts from the first page; the open detail stays open.
  const filter = (next: Partial<AdminTenantsSearch>) =>
    onSearchChange((current) => ({ ...current, ...next, page: undefined }))
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    filter({ q: query.trim() || undefined })
  }

  const columns = useMemo(() => {
    const column = dataTableColumns<TenantListRow>()
    return column.columns([
      column.accessor('name', {
        id: 'name',
        header: t('adminTenants.columns.name'),
        cell: (info) => (
          // The domain sits under the name rather than in a column of its own: at 1280 px a
          // separate column pushed the actions out of the table (issue 14).
          <span className={css.cellStack}>
            {info.getValue()}
            <span className={css.mono}>{info.row.original.slug}</span>
            <span className={css.muted}>{info.row.original.primaryHost ?? t('adminTenants.noHost')}</span>
          </span>
        ),
      }),
      column.accessor('applicationName', {
        id: 'application',
        header: t('adminTenants.columns.application'),
        cell: (info) =>
          localizedName({ name: info.getValue(), nameEn: info.row.original.applicationNameEn }, locale),
      }),
      column.accessor('planName', {
        id: 'plan',
        header: t('adminTenants.columns.plan'),
        cell: (info) =>
          localizedName({ name: info.getValue(), nameEn: info.row.original.planNameEn }, locale),
      }),
      column.accessor('status', {
        header: t('adminTenants.columns.status'),
        cell: (info) => <TenantStatusBadge status={info.getValue()} />,
      }),
      column.accessor('members', {
        header: t('adminTenants.columns.members'),
        cell: (info) => <span className={css.numeric}>{formatNumber(info.getValue(), locale)}</span>,
      }),
      column.accessor('balance', {
        header: t('adminTenants.columns.balance'),
        // The header says "tokens"; the figure alone keeps the column narrow.
        cell: (info) => <span className={css.numeric}>{formatNumber(info.getValue(), locale)}</span>,
      }),
      column.accessor('createdAt', {
        header: t('adminTenants.columns.createdAt'),
        cell: (info) => <InstantCell value={info.getValue()} style="date" />,
      }),
      column.display({
        id: 'actions',
        header: t('adminTenants.columns.actions'),
        cell: (info) => (
          <Button
            size="small"
            variant="secondary"
            aria-label={t('adminTenants.openLabel', { name: info.row.original.name })}
            onClick={() => onSearchChange((current) => ({ ...current, tenant: info.row.original.slug }))}
          >
            {t('adminTenants.open')}
          </Button>
        ),
      }),
    ])
  }, [t, locale, onSearchChange])

  // The default order (by slug) has no column of its own: no header shows as sorted.
  const sorting: SortingState =
    search.sort && search.sort !== 'slug' ? [{ id: search.sort, desc: search.desc ?? false }] : []

  return (
    <AdminListPage
      title={t('adminTenants.title')}
      lead={t('adminTenants.lead')}
      header="spaced"
      action={<Button onClick={() => setCreating(true)}>{t('adminTenants.create')}</Button>}
      filters={
        <Card>
          <div className={listCss.filters}>
            <search>
              <form className={listCss.filters} onSubmit={submitSearch}>
                <TextField
                  className={css.searchBox}
                  type="search"
                  label={t('adminTenants.search')}
                  description={t('adminTenants.searchHelp')}
                  name="q"
                  value={query}
                  onValueChange={setQuery}
                />
                <Button type="submit" variant="secondary">
                  {t('adminTenants.searchSubmit')}
                </Button>
              </form>
            </search>
            <OptionFilter
              label={t('adminTenants.filterStatus')}
              allLabel={t('adminTenants.all')}
              value={search.status}
              onChange={(status) => filter({ status })}
              options={TENANT_STATUS_FILTERS.map((status) => ({
                value: status,
                label: t(`adminTenants.status.${status}`),
              }))}
            />
            {(['app', 'plan'] as const).map((key) => (
              <ChoiceFilter
                key={key}
                kind={key === 'app' ? 'application' : 'plan'}
                className={css.pickerFilter}
                label={t(key === 'app' ? 'adminTenants.filterApplication' : 'adminTenants.filterPlan')}
                placeholder={t('adminTenants.pickerSearch')}
                allLabel={t('adminTenants.all')}
                value={search[key]}
                choice={filterChoices[key]}
                searchChoices={actions.searchChoices}
                onChange={(value) => filter({ [key]: value })}
              />
            ))}
            <Button
              variant="ghost"
              onClick={() => {
                setQuery('')
                onSearchChange((current) => ({ tenant: current.tenant }))
              }}
            >
              {t('adminTenants.clearFilters')}
            </Button>
          </div>
        </Card>
      }
      table={{
        caption: t('adminTenants.caption'),
        columns,
        data: page.rows,
        getRowId: (row) => row.id,
        loading,
        empty: t('adminTenants.empty'),
        pageSizeOptions: TENANT_SIZES,
        server: {
          ...optionalPaging(page.total, search, { size: 25, firstPage: 1 }, (paging) =>
            onSearchChange((current) => ({ ...current, ...paging })),
          ),
          sorting,
          onSortingChange: (next) => {
            const [first] = next
            onSearchChange((current) => ({
              ...current,
              sort: first && isSort(first.id) ? first.id : undefined,
              desc: first?.desc ? true : undefined,
              page: undefined,
            }))
          },
        },
      }}
    >
      <TenantFormDialog
        mode="create"
        open={creating}
        onOpenChange={setCreating}
        initial={emptyTenantForm}
        options={options}
        searchChoices={actions.searchChoices}
        onSubmit={actions.create}
      />
    </AdminListPage>
  )
}
