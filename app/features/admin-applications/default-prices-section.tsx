/**
 * /admin/applications' section of system default model prices (ADR 028): what every application
 * without a price of its own is charged, the built-in price beyond them, and the form to set one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { ModelPriceEditor, useCredits } from './model-price-editor'
import * as css from './model-prices.css'
import {
  DEFAULT_SCOPE,
  type ModelPriceApi,
  type ModelPriceSheet,
  modelPriceApi,
  modelPricesQueryKey,
} from './model-prices-api'

const HEADING_ID = 'default-model-prices-heading'

export function DefaultPricesSection({ api = modelPriceApi }: { api?: ModelPriceApi }) {
  const { t } = useTranslation()
  const credits = useCredits()
  const queryClient = useQueryClient()
  const queryKey = modelPricesQueryKey(DEFAULT_SCOPE)
  const query = useQuery({ queryKey, queryFn: () => api.load(DEFAULT_SCOPE), staleTime: 0 })
  const sheet = query.data?.ok ? query.data.data : undefined
  return (
    <section
      id="default-model-prices"
      className={css.section}
      aria-labelledby={HEADING_ID}
      data-testid="default-model-prices"
    >
      <h2 id={HEADING_ID} className={css.sectionHeading}>
        {t('adminApplications.prices.defaultHeading')}
      </h2>
      <p className={css.note}>
        {t('adminApplications.prices.defaultLead', {
          builtIn: credits(sheet?.builtIn.inputCreditsPer1k ?? 1000),
        })}
      </p>
      {query.data && !query.data.ok && <FormAlert>{t('adminApplications.prices.loadFailed')}</FormAlert>}
      {sheet && (
        <ModelPriceEditor
          scope={DEFAULT_SCOPE}
          sheet={sheet}
          api={api}
          caption={t('adminApplications.prices.captionDefault')}
          empty={t('adminApplications.prices.noDefault')}
          // An application's dialog loads its sheet afresh when opened (staleTime 0).
          onChanged={(next: ModelPriceSheet) => queryClient.setQueryData(queryKey, { ok: true, data: next })}
        />
      )}
    </section>
  )
}
