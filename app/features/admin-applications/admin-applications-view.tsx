import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { DataTable, dataTableColumns } from '../../ui/data-table/data-table'
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
import type { ApiResult } from '../admin-users/admin-form'
import { listPaging } from '../admin-users/admin-list-paging'
import { AdminListHeader, AdminSearchForm, EditDeleteActions } from '../admin-users/admin-list-parts'
import * as css from '../admin-users/admin-users.css'
import { ConfirmDeleteDialog } from '../admin-users/confirm-delete-dialog'
import * as appCss from './admin-applications.css'
import type { AdminApplicationRow, AdminApplicationsData } from './admin-applications.functions'
import { type AdminApplicationsSearch, APPLICATION_SORTS } from './admin-applications-search'
import { type ApplicationBrandApi, ApplicationBrandDialog } from './application-brand-dialog'
import { ApplicationFormDialog } from './application-form-dialog'
import { ThemeSwatch } from './theme-select'

export interface AdminApplicationActions {
  create(body: Record<string, unknown>): Promise<ApiResult<{ name: string }>>
  update(key: string, body: Record<string, unknown>): Promise<ApiResult<{ name: string }>>
  remove(key: string): Promise<ApiResult<unknown>>
  /** The default-plan picker's server search. */
  searchChoices: AdminChoiceSearch
  /** The identity dialog's calls (default: the JSON API). */
  brand?: ApplicationBrandApi
}

export interface AdminApplicationsViewProps {
  data: AdminApplicationsData
  search: AdminApplicationsSearch
  onSearchChange: (patch: Partial<AdminApplicationsSearch>) => void
  actions: AdminApplicationActions
  onChanged: () => void
  loading?: boolean
}

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'brand'; application: AdminApplicationRow }
  | null

/** /admin/applications: the server-paged list with theme swatches, model settings and tenant counts. */
export function AdminApplicationsView({
  data,
  search,
  onSearchChange,
  actions,
  onChanged,
  loading,
}: AdminApplicationsViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [open, setOpen] = useState<Open>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminApplicationRow>()
    return column.columns([
      column.accessor('name', {
        id: 'name',
        header: t('adminApplications.columns.application'),
        cell: (info) => (
          <span className={css.cellStack}>
            <strong>{info.getValue()}</strong>
            <span className={css.muted}>{info.row.original.key}</span>
          </span>
        ),
      }),
      column.accessor('themeKey', {
        id: 'themeKey',
        header: t('adminApplications.columns.theme'),
        cell: (info) => (
          <span className={appCss.themeOption}>
            <ThemeSwatch themeKey={info.getValue()} />
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('defaultPlanName', {
        id: 'defaultPlan',
        header: t('adminApplications.columns.defaultPlan'),
        cell: (info) => info.getValue() ?? <span className={css.muted}>{t('adminApplications.noPlan')}</span>,
      }),
      column.accessor('settings', {
        id: 'provider',
        header: t('adminApplications.columns.provider'),
        enableSorting: false,
        cell: (info) => {
          const settings = info.getValue()
          if (!settings) return t('adminApplications.providers.environment')
          return (
            <span className={css.cellStack}>
              {t(`adminApplications.providers.${settings.provider}`)}
              {settings.model && <span className={css.muted}>{settings.model}</span>}
              {settings.provider !== 'offline' && (
                <span className={css.muted}>
                  {settings.hasApiKey ? t('adminApplications.keySet') : t('adminApplications.keyNotSet')}
                </span>
              )}
            </span>
          )
        },
      }),
      column.accessor('tenantCount', {
        id: 'tenants',
        header: t('adminApplications.columns.tenants'),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      column.display({
        id: 'actions',
        header: t('adminApplications.actionsColumn'),
        cell: (info) => {
          const application = info.row.original
          return (
            <span className={appCss.rowActions}>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('branding.editor.openFor', { name: application.name })}
                onClick={() => setOpen({ kind: 'brand', application })}
              >
                {t('branding.editor.open')}
              </Button>
              <EditDeleteActions
                name={application.name}
                editLabel={t('adminApplications.edit')}
                deleteLabel={t('adminApplications.delete')}
                onEdit={() => setOpen({ kind: 'edit', application })}
                onDelete={() => setOpen({ kind: 'delete', application })}
              />
            </span>
          )
        },
      }),
    ])
  }, [t, locale])

  return (
    <div className={css.page}>
      <AdminListHeader
        title={t('adminApplications.title')}
        lead={t('adminApplications.lead')}
        action={<Button onClick={() => setOpen({ kind: 'create' })}>{t('adminApplications.create')}</Button>}
      />
      <AdminSearchForm
        label={t('adminApplications.search')}
        buttonLabel={t('adminApplications.searchButton')}
        initial={search.q}
        onSearch={(q) => onSearchChange({ q, page: 0 })}
      />
      <DataTable
        caption={t('adminApplications.caption')}
        hideCaption
        columns={columns}
        data={data.page.rows}
        getRowId={(row) => row.key}
        server={listPaging(search, data.page.total, APPLICATION_SORTS, onSearchChange)}
        loading={loading}
        empty={t('adminApplications.empty')}
      />
      {open?.kind === 'create' && (
        <ApplicationFormDialog
          defaultPlan={data.defaultPlan}
          searchChoices={actions.searchChoices}
          onSubmit={actions.create}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      )}
      {open?.kind === 'edit' && (
        <ApplicationFormDialog
          application={open.application}
          defaultPlan={data.defaultPlan}
          searchChoices={actions.searchChoices}
          onSubmit={(body) => actions.update(open.application.key, body)}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      )}
      {open?.kind === 'brand' && (
        <ApplicationBrandDialog
          applicationKey={open.application.key}
          applicationName={open.application.name}
          api={actions.brand}
          onClose={() => setOpen(null)}
          onChanged={onChanged}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('adminApplications.deleteTitle', { name: open.application.name })}
          description={t('adminApplications.deleteDescription')}
          actionLabel={t('adminApplications.delete')}
          doneMessage={t('adminApplications.deleted')}
          run={() => actions.remove(open.application.key)}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      )}
    </div>
  )
}
