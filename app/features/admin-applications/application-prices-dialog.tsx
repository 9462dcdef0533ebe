/**
 * /admin/applications' model prices of one application (ADR 028): each model it runs on with the
 * price a reply is charged at and where that price comes from (the application, the system
 * default, built in, or free on the offline provider), then its own prices to add, edit, remove.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { Dialog } from '../../ui/dialog/dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import * as listCss from '../admin-shell/admin-list.css'
import { ModelPriceEditor, useCredits } from './model-price-editor'
import * as css from './model-prices.css'
import {
  type ConfiguredModel,
  type EffectivePrice,
  type ModelPriceApi,
  type ModelPriceSheet,
  modelPriceApi,
  modelPricesQueryKey,
} from './model-prices-api'

export function ApplicationPricesDialog({
  applicationKey,
  applicationName,
  api = modelPriceApi,
  onClose,
}: {
  applicationKey: string
  applicationName: string
  api?: ModelPriceApi
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const queryKey = modelPricesQueryKey(applicationKey)
  const query = useQuery({ queryKey, queryFn: () => api.load(applicationKey), staleTime: 0 })
  const sheet = query.data?.ok ? query.data.data : undefined
  return (
    <Dialog
      title={t('adminApplications.prices.dialogTitle', { name: applicationName })}
      description={t('adminApplications.prices.lead')}
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {query.data && !query.data.ok && <FormAlert>{t('adminApplications.prices.loadFailed')}</FormAlert>}
      {sheet && (
        <div className={css.body}>
          <section className={css.block} aria-labelledby={`${applicationKey}-models`}>
            <h3 id={`${applicationKey}-models`} className={css.heading}>
              {t('adminApplications.prices.modelsHeading')}
            </h3>
            <p className={css.note}>{t('adminApplications.prices.modelsLead')}</p>
            <ConfiguredModelsTable models={sheet.models} />
          </section>
          <section className={css.block} aria-labelledby={`${applicationKey}-own`}>
            <h3 id={`${applicationKey}-own`} className={css.heading}>
              {t('adminApplications.prices.ownHeading')}
            </h3>
            <ModelPriceEditor
              key={sheet.scope}
              scope={applicationKey}
              sheet={sheet}
              api={api}
              caption={t('adminApplications.prices.captionOwn')}
              empty={t('adminApplications.prices.noOwn')}
              onChanged={(next: ModelPriceSheet) =>
                queryClient.setQueryData(queryKey, { ok: true, data: next })
              }
            />
          </section>
        </div>
      )}
    </Dialog>
  )
}

/** Where a price comes from, in words: the scope, and "the * price" when the catch-all set it. */
export function PriceSource({ price }: { price: EffectivePrice }) {
  const { t } = useTranslation()
  return (
    <span className={css.source}>
      <span>{t(`adminApplications.prices.sources.${price.source}`)}</span>
      {price.matchedModel === '*' && (
        <span className={css.note}>{t('adminApplications.prices.viaWildcard')}</span>
      )}
    </span>
  )
}

function ConfiguredModelsTable({ models }: { models: ConfiguredModel[] }) {
  const { t } = useTranslation()
  const credits = useCredits()
  const columns = useMemo(() => {
    const column = dataTableColumns<ConfiguredModel>()
    const weight = (value: number, source: EffectivePrice['source']) => (
      <span className={source === 'offline' ? css.free : css.weight}>
        {t('adminApplications.prices.perThousand', { credits: credits(value) })}
      </span>
    )
    return column.columns([
      column.accessor('model', {
        header: t('adminApplications.prices.columns.model'),
        cell: (info) => <span className={css.model}>{info.getValue()}</span>,
      }),
      column.accessor((row) => row.price.inputCreditsPer1k, {
        id: 'input',
        header: t('adminApplications.prices.columns.input'),
        cell: (info) => weight(info.getValue(), info.row.original.price.source),
      }),
      column.accessor((row) => row.price.outputCreditsPer1k, {
        id: 'output',
        header: t('adminApplications.prices.columns.output'),
        cell: (info) => weight(info.getValue(), info.row.original.price.source),
      }),
      column.accessor((row) => row.price.source, {
        id: 'source',
        header: t('adminApplications.prices.columns.source'),
        cell: (info) => <PriceSource price={info.row.original.price} />,
      }),
      column.accessor((row) => row.chats, {
        id: 'usedBy',
        header: t('adminApplications.prices.columns.usedBy'),
        enableSorting: false,
        cell: (info) => {
          const row = info.row.original
          return (
            <span className={listCss.cellStack}>
              {row.providerModel && <span>{t('adminApplications.prices.usedBy.provider')}</span>}
              {row.chats > 0 && (
                <span>{t('adminApplications.prices.usedBy.chats', { count: row.chats })}</span>
              )}
            </span>
          )
        },
      }),
    ])
  }, [t, credits])
  if (models.length === 0) return <p className={css.note}>{t('adminApplications.prices.noModels')}</p>
  return (
    <ReportTable
      rows={models}
      caption={t('adminApplications.prices.captionModels')}
      columns={columns}
      rowKey="model"
    />
  )
}
