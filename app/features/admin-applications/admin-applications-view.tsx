import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { dataTableColumns } from '../../ui/data-table/data-table'
import * as listCss from '../admin-shell/admin-list.css'
import { AdminRecordList } from '../admin-shell/admin-record-list'
import type { AdminListViewProps } from '../admin-shell/use-admin-list'
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
import type { ApiResult } from '../admin-users/admin-form'
import { NameCell } from '../admin-users/admin-list-parts'
import { ApplicationMaskingDialog } from '../pii-masking/application-masking-dialog'
import type { ApplicationMaskingView } from '../pii-masking/masking.shared'
import type { MaskingApi } from '../pii-masking/masking-api'
import * as appCss from './admin-applications.css'
import type { AdminApplicationRow, AdminApplicationsData } from './admin-applications.functions'
import { type AdminApplicationsSearch, APPLICATION_SORTS } from './admin-applications-search.shared'
import { type ApplicationBrandApi, ApplicationBrandDialog } from './application-brand-dialog'
import { ApplicationFormDialog } from './application-form-dialog'
import { ApplicationPricesDialog } from './application-prices-dialog'
import { DefaultPricesSection } from './default-prices-section'
import type { ModelPriceApi } from './model-prices-api'
import { ThemeSwatch } from './theme-select'

export interface AdminApplicationActions {
  create(body: Record<string, unknown>): Promise<ApiResult<{ name: string }>>
  update(key: string, body: Record<string, unknown>): Promise<ApiResult<{ name: string }>>
  remove(key: string): Promise<ApiResult<unknown>>
  /** The default-plan picker's server search. */
  searchChoices: AdminChoiceSearch
  /** The identity dialog's calls (default: the JSON API). */
  brand?: ApplicationBrandApi
  /** The model prices' calls (default: the JSON API). */
  prices?: ModelPriceApi
  /** An application's PII masking calls (default: the JSON API; ADR 034). */
  masking?: (applicationKey: string) => MaskingApi<ApplicationMaskingView>
}

export type AdminApplicationsViewProps = AdminListViewProps<
  AdminApplicationsData,
  AdminApplicationsSearch,
  AdminApplicationActions
>

/**
 * /admin/applications: the server-paged list with theme swatches, model settings and tenant
 * counts, each application's model prices in a dialog, and the system default prices below.
 */
export function AdminApplicationsView({ data, actions, ...list }: AdminApplicationsViewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [branding, setBranding] = useState<AdminApplicationRow | null>(null)
  const [pricing, setPricing] = useState<AdminApplicationRow | null>(null)
  const [masking, setMasking] = useState<AdminApplicationRow | null>(null)

  const columns = useMemo(() => {
    const column = dataTableColumns<AdminApplicationRow>()
    return column.columns([
      column.accessor('name', {
        id: 'name',
        header: t('adminApplications.columns.application'),
        cell: (info) => <NameCell name={info.getValue()} detail={info.row.original.key} />,
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
        cell: (info) =>
          info.getValue() ?? <span className={listCss.muted}>{t('adminApplications.noPlan')}</span>,
      }),
      column.accessor('settings', {
        id: 'provider',
        header: t('adminApplications.columns.provider'),
        enableSorting: false,
        cell: (info) => {
          const settings = info.getValue()
          if (!settings) return t('adminApplications.providers.environment')
          return (
            <span className={listCss.cellStack}>
              {t(`adminApplications.providers.${settings.provider}`)}
              {settings.model && <span className={listCss.muted}>{settings.model}</span>}
              {settings.provider !== 'offline' && (
                <span className={listCss.muted}>
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
    ])
  }, [t, locale])

  const rowButtons = useCallback(
    (application: AdminApplicationRow) => (
      <>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('adminApplications.prices.openFor', { name: application.name })}
          onClick={() => setPricing(application)}
        >
          {t('adminApplications.prices.open')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('piiMasking.application.openFor', { name: application.name })}
          onClick={() => setMasking(application)}
        >
          {t('piiMasking.application.open')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('branding.editor.openFor', { name: application.name })}
          onClick={() => setBranding(application)}
        >
          {t('branding.editor.open')}
        </Button>
      </>
    ),
    [t],
  )

  return (
    <div className={appCss.page}>
      <AdminRecordList
        {...list}
        messages="adminApplications"
        rows={data.page.rows}
        total={data.page.total}
        sorts={APPLICATION_SORTS}
        columns={columns}
        rowId={applicationKey}
        rowName={applicationName}
        rowActions={rowButtons}
        form={(application, close) => (
          <ApplicationFormDialog
            application={application}
            defaultPlan={data.defaultPlan}
            searchChoices={actions.searchChoices}
            onSubmit={application ? (body) => actions.update(application.key, body) : actions.create}
            onClose={close}
            onDone={list.onChanged}
          />
        )}
        remove={(application) => actions.remove(application.key)}
      >
        {branding && (
          <ApplicationBrandDialog
            applicationKey={branding.key}
            applicationName={branding.name}
            api={actions.brand}
            onClose={() => setBranding(null)}
            onChanged={list.onChanged}
          />
        )}
        {pricing && (
          <ApplicationPricesDialog
            applicationKey={pricing.key}
            applicationName={pricing.name}
            api={actions.prices}
            onClose={() => setPricing(null)}
          />
        )}
        {masking && (
          <ApplicationMaskingDialog
            applicationKey={masking.key}
            applicationName={masking.name}
            api={actions.masking?.(masking.key)}
            onClose={() => setMasking(null)}
          />
        )}
      </AdminRecordList>
      <DefaultPricesSection api={actions.prices} />
    </div>
  )
}

const applicationKey = (application: AdminApplicationRow) => application.key
const applicationName = (application: AdminApplicationRow) => application.name
