/** One endpoint's delivery log in the webhooks section: each message's state, attempts, the receiver's last answer, and replay. */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import * as css from './webhooks.css'
import { webhooksTexts } from './webhooks.messages'
import type { WebhookDeliveryView } from './webhooks.shared'
import type { WebhooksApi } from './webhooks-section'

const STATE_TONE = { pending: 'info', succeeded: 'success', failed: 'error' } as const

export function WebhookDeliveryLog({ api, endpointId }: { api: WebhooksApi; endpointId: string }) {
  const texts = useLocalTexts(webhooksTexts)
  const key = [...api.key, 'deliveries', endpointId]
  const query = useQuery({ queryKey: key, queryFn: () => api.deliveries(endpointId), staleTime: 0 })
  if (!query.data) return <p className={css.meta}>{texts.loading}</p>
  if (!query.data.ok) return <LoadError message={query.data.message} />
  const deliveries = query.data.data.deliveries
  if (deliveries.length === 0) return <p className={css.meta}>{texts.noDeliveries}</p>
  return (
    <table className={css.log} data-testid="webhook-delivery-log">
      <thead>
        <tr>
          <th>{texts.columns.event}</th>
          <th>{texts.columns.state}</th>
          <th>{texts.columns.attempts}</th>
          <th>{texts.columns.response}</th>
          <th>{texts.columns.time}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            api={api}
            endpointId={endpointId}
            delivery={delivery}
            queryKey={key}
          />
        ))}
      </tbody>
    </table>
  )
}

function LoadError({ message }: { message: { ja: string; en: string } }) {
  const { i18n } = useTranslation()
  return <p role="alert">{inLanguage(message, i18n.language)}</p>
}

function DeliveryRow({
  api,
  endpointId,
  delivery,
  queryKey,
}: {
  api: WebhooksApi
  endpointId: string
  delivery: WebhookDeliveryView
  queryKey: unknown[]
}) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(webhooksTexts)
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const last = delivery.attemptLog[0]
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ja-JP')
  const replay = async () => {
    const result = await api.replay(endpointId, delivery.id)
    if (!result.ok)
      return snackbar.show({ message: inLanguage(result.message, i18n.language), tone: 'error' })
    snackbar.show({ message: texts.replayed, tone: 'success' })
    await queryClient.invalidateQueries({ queryKey })
  }
  return (
    <tr data-testid="webhook-delivery" data-state={delivery.state}>
      <td className={css.mono}>
        {delivery.eventType}
        <br />
        <small>{delivery.id}</small>
      </td>
      <td>
        <Badge tone={STATE_TONE[delivery.state]}>{texts.deliveryState[delivery.state]}</Badge>
        {delivery.nextAttemptAt && (
          <div className={css.meta}>{fill(texts.nextAttempt, { time: time(delivery.nextAttemptAt) })}</div>
        )}
      </td>
      <td>{delivery.attempts}</td>
      <td>
        {last?.statusCode ?? ''} {last?.error && !last.statusCode ? last.error : ''}
        {last?.responseBody && <pre className={css.answer}>{last.responseBody}</pre>}
      </td>
      <td>{time(delivery.createdAt)}</td>
      <td>
        <Button type="button" size="small" variant="secondary" onClick={() => void replay()}>
          {texts.replay}
        </Button>
      </td>
    </tr>
  )
}
