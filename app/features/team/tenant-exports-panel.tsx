/**
 * "Export everything": starts an export of the whole tenant, shows its progress live (the list
 * is polled while one is being built), then the download link until it expires, and the recent
 * exports. The owner's /team and the console's tenant dialog show the same panel.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type BilingualText, inLanguage } from '../../i18n/bilingual-text.shared'
import { formatMegabytes, formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useFormatTime } from '../../i18n/time-zone'
import { Badge, type BadgeTone } from '../../ui/badge/badge'
import { Button, buttonClassName } from '../../ui/button/button'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { useAdminForm } from '../admin-users/admin-form'
import * as teamCss from './team.css'
import * as css from './tenant-data.css'
import { type ExportView, isBuilding, type TenantExportsApi } from './tenant-data-api'

/** How often the list is read again while an export is being built. */
const POLL_MS = 1000
const LIFETIME_DAYS = 7

const TONES: Record<ExportView['status'], BadgeTone> = {
  queued: 'info',
  running: 'info',
  ready: 'success',
  failed: 'error',
  expired: 'neutral',
}

function useSize() {
  const { locale } = useLocale()
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)), locale)} KB`
      : formatMegabytes(bytes, locale)
}

export function TenantExportsPanel({
  api,
  headingLevel = 3,
}: {
  api: TenantExportsApi
  headingLevel?: 3 | 4
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const query = useQuery({
    queryKey: api.key,
    queryFn: () => api.list(),
    staleTime: 0,
    refetchInterval: (current) => {
      const data = current.state.data
      return data?.ok && data.data.exports.some(isBuilding) ? POLL_MS : false
    },
  })
  const exports = query.data?.ok ? query.data.data.exports : []
  const building = exports.find(isBuilding)
  const Heading = `h${headingLevel}` as const
  const start = () =>
    form.submit(
      () => api.request(),
      async () => {
        snackbar.show({ message: t('tenantData.exports.started'), tone: 'success' })
        await queryClient.invalidateQueries({ queryKey: api.key })
      },
    )
  return (
    <section className={css.part} data-testid="tenant-exports">
      <Heading className={css.partHeading}>{t('tenantData.exports.heading')}</Heading>
      <p className={css.lead}>{t('tenantData.exports.lead', { days: LIFETIME_DAYS })}</p>
      <div className={css.row}>
        <Button
          size="small"
          onClick={() => void start()}
          loading={form.busy}
          disabled={Boolean(building)}
          data-testid="export-start"
        >
          {t('tenantData.exports.start')}
        </Button>
      </div>
      <FormAlert>{form.message}</FormAlert>
      {building && <BuildingProgress view={building} />}
      <Heading className={css.partHeading}>{t('tenantData.exports.recent')}</Heading>
      {exports.length === 0 ? (
        <p className={css.muted}>{t('tenantData.exports.none')}</p>
      ) : (
        <ul className={teamCss.list}>
          {exports.map((view) => (
            <ExportItem key={view.id} view={view} />
          ))}
        </ul>
      )}
    </section>
  )
}

function BuildingProgress({ view }: { view: ExportView }) {
  const { t } = useTranslation()
  return (
    <div className={css.part} data-testid="export-progress" data-progress={view.progress}>
      <span className={css.muted} aria-live="polite">
        {view.status === 'queued'
          ? t('tenantData.exports.status.queued')
          : t('tenantData.exports.progress', { percent: view.progress })}
      </span>
      <progress
        className={css.progress}
        max={100}
        value={view.progress}
        aria-label={t('tenantData.exports.progressLabel')}
      />
    </div>
  )
}

function ExportItem({ view }: { view: ExportView }) {
  const { t, i18n } = useTranslation()
  const time = useFormatTime()
  const size = useSize()
  const failure = (text: BilingualText | undefined) => (text ? inLanguage(text, i18n.language) : '')
  return (
    <li className={teamCss.listItem} data-testid={`export-${view.id}`} data-status={view.status}>
      <div className={css.itemText}>
        <span>{t('tenantData.exports.requestedAt', { at: time.dateTime(view.createdAt) })}</span>
        {view.requestedBy.startsWith('admin:') && (
          <span className={css.muted}>{t('tenantData.exports.byAdmin')}</span>
        )}
        {view.status === 'ready' && view.expiresAt && (
          <span className={css.muted}>
            {t('tenantData.exports.expires', { at: time.dateTime(view.expiresAt) })}
          </span>
        )}
        {view.status === 'expired' && <span className={css.muted}>{t('tenantData.exports.expired')}</span>}
        {view.status === 'failed' && <p className={css.failure}>{failure(view.error)}</p>}
      </div>
      <div className={css.row}>
        <Badge tone={TONES[view.status]}>{t(`tenantData.exports.status.${view.status}`)}</Badge>
        {view.downloadUrl && (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={view.downloadUrl}
            download
            data-testid="export-download"
          >
            {t('tenantData.exports.download', { size: size(view.sizeBytes ?? 0) })}
          </a>
        )}
      </div>
    </li>
  )
}
