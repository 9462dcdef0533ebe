/**
 * A tenant's outgoing webhooks (ADR 041), a self-contained section for /integrations: the
 * endpoints with their events and state, adding one (its signing secret shown once), testing,
 * rotating the secret, switching off, removing, and each endpoint's delivery log with replay.
 * The server checks everything (URL, events, private addresses) and words its refusals.
 */
import { mdiWebhook } from '@mdi/js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { Dialog } from '../../ui/dialog/dialog'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import { type ApiResult, callApi } from '../team/team-api-client'
import { WebhookDeliveryLog } from './webhook-delivery-log'
import * as css from './webhooks.css'
import { webhooksTexts } from './webhooks.messages'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from './webhooks.shared'

export interface WebhooksApi {
  key: readonly unknown[]
  list(): Promise<ApiResult<{ endpoints: WebhookEndpointView[] }>>
  create(input: Record<string, unknown>): Promise<ApiResult<{ endpoint: WebhookEndpointWithSecret }>>
  update(id: string, input: Record<string, unknown>): Promise<ApiResult<{ endpoint: WebhookEndpointView }>>
  remove(id: string): Promise<ApiResult<{ deleted: boolean }>>
  rotateSecret(id: string): Promise<ApiResult<{ endpoint: WebhookEndpointWithSecret }>>
  deliveries(id: string): Promise<ApiResult<{ deliveries: WebhookDeliveryView[] }>>
  replay(id: string, deliveryId: string): Promise<ApiResult<{ delivery: { id: string } }>>
  test(id: string): Promise<ApiResult<{ delivery: { id: string } }>>
}

const base = '/api/tenant/webhooks'
const one = (id: string) => `${base}/${encodeURIComponent(id)}`

export const ownWebhooksApi: WebhooksApi = {
  key: ['tenant-webhooks'],
  list: () => callApi('GET', base),
  create: (input) => callApi('POST', base, input),
  update: (id, input) => callApi('PATCH', one(id), input),
  remove: (id) => callApi('DELETE', one(id)),
  rotateSecret: (id) => callApi('POST', `${one(id)}/rotate-secret`),
  deliveries: (id) => callApi('GET', `${one(id)}/deliveries`),
  replay: (id, deliveryId) =>
    callApi('POST', `${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/replay`),
  test: (id) => callApi('POST', `${one(id)}/test`),
}

export function WebhooksSection({
  api = ownWebhooksApi,
  headingLevel = 2,
}: {
  api?: WebhooksApi
  headingLevel?: 2 | 3
}) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(webhooksTexts)
  const query = useQuery({ queryKey: api.key, queryFn: () => api.list(), staleTime: 0 })
  const [adding, setAdding] = useState(false)
  const [secret, setSecret] = useState<string>()
  const endpoints = query.data?.ok ? query.data.data.endpoints : undefined
  const addButton = (
    <Button type="button" size="small" onClick={() => setAdding(true)}>
      {texts.add}
    </Button>
  )
  return (
    <Card title={texts.heading} headingLevel={headingLevel} description={texts.description}>
      <div data-testid="webhooks" className={css.column}>
        {query.data && !query.data.ok && <p role="alert">{inLanguage(query.data.message, i18n.language)}</p>}
        {endpoints?.length === 0 && (
          <EmptyState
            title={texts.empty}
            description={texts.emptyHelp}
            icon={mdiWebhook}
            headingLevel={headingLevel === 2 ? 3 : 4}
            action={addButton}
          />
        )}
        {endpoints && endpoints.length > 0 && (
          <>
            {endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} api={api} endpoint={endpoint} onSecret={setSecret} />
            ))}
            <div className={css.actions}>{addButton}</div>
          </>
        )}
      </div>
      <AddEndpointDialog api={api} open={adding} onOpenChange={setAdding} onSecret={setSecret} />
      <Dialog
        title={texts.secretTitle}
        description={texts.secretHelp}
        open={secret !== undefined}
        onOpenChange={(open) => !open && setSecret(undefined)}
        footer={
          <Button type="button" onClick={() => setSecret(undefined)}>
            {texts.secretDone}
          </Button>
        }
      >
        <p className={css.secret} data-testid="webhook-secret">
          {secret}
        </p>
      </Dialog>
    </Card>
  )
}

function AddEndpointDialog({
  api,
  open,
  onOpenChange,
  onSecret,
}: {
  api: WebhooksApi
  open: boolean
  onOpenChange: (open: boolean) => void
  onSecret: (secret: string) => void
}) {
  const texts = useLocalTexts(webhooksTexts)
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>(['thread.created', 'message.completed'])
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((item) => item !== event)))
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault()
    await form.submit(
      () => api.create({ url: url.trim(), events, description }),
      async (data) => {
        onOpenChange(false)
        setUrl('')
        setDescription('')
        onSecret(data.endpoint.secret)
        await queryClient.invalidateQueries({ queryKey: api.key })
      },
    )
  }
  return (
    <Dialog title={texts.addTitle} open={open} onOpenChange={onOpenChange}>
      <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.url}
          description={texts.urlHelp}
          name="url"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="off"
          value={url}
          onValueChange={setUrl}
        />
        <TextField
          label={texts.descriptionLabel}
          name="description"
          value={description}
          onValueChange={setDescription}
        />
        <fieldset className={css.column}>
          <legend>{texts.events}</legend>
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <Checkbox
              key={event}
              label={texts.eventNames[event]}
              checked={events.includes(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
          ))}
        </fieldset>
        <FormMessage text={form.message} />
        <div className={css.actions}>
          <Button type="submit" size="small" loading={form.busy}>
            {texts.save}
          </Button>
          <Button type="button" size="small" variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function EndpointItem({
  api,
  endpoint,
  onSecret,
}: {
  api: WebhooksApi
  endpoint: WebhookEndpointView
  onSecret: (secret: string) => void
}) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(webhooksTexts)
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const [showLog, setShowLog] = useState(false)
  const [confirm, setConfirm] = useState<'rotate' | 'remove'>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.key })
  /** Runs an action; a refusal is told in the reader's language. */
  const act = async <T,>(call: () => Promise<ApiResult<T>>, done: (data: T) => unknown) => {
    const result = await call()
    if (!result.ok) {
      snackbar.show({ message: inLanguage(result.message, i18n.language), tone: 'error' })
      return inLanguage(result.message, i18n.language)
    }
    await done(result.data)
    return undefined
  }
  return (
    <section className={css.endpoint} data-testid="webhook-endpoint" aria-label={endpoint.url}>
      <div className={css.headline}>
        <Badge tone={endpoint.enabled ? 'success' : 'neutral'} data-testid="webhook-status">
          {endpoint.enabled ? texts.status.enabled : texts.status.disabled}
        </Badge>
        <span className={css.mono}>{endpoint.url}</span>
      </div>
      {endpoint.description && <p className={css.meta}>{endpoint.description}</p>}
      <p className={`${css.meta} ${css.mono}`}>{endpoint.events.join(', ')}</p>
      <div className={css.actions}>
        <Button type="button" size="small" variant="secondary" onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? texts.hideLog : texts.log}
        </Button>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() =>
            void act(
              () => api.test(endpoint.id),
              async () => {
                snackbar.show({ message: texts.tested, tone: 'success' })
                await queryClient.invalidateQueries({ queryKey: [...api.key, 'deliveries', endpoint.id] })
              },
            )
          }
        >
          {texts.test}
        </Button>
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => void act(() => api.update(endpoint.id, { enabled: !endpoint.enabled }), refresh)}
        >
          {endpoint.enabled ? texts.disable : texts.enable}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => setConfirm('rotate')}>
          {texts.rotate}
        </Button>
        <Button type="button" size="small" variant="danger" onClick={() => setConfirm('remove')}>
          {texts.remove}
        </Button>
      </div>
      {showLog && <WebhookDeliveryLog api={api} endpointId={endpoint.id} />}
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(undefined)}
        title={texts.rotateTitle}
        description={texts.rotateDescription}
        confirmLabel={texts.rotate}
        onConfirm={() =>
          act(
            () => api.rotateSecret(endpoint.id),
            (data) => onSecret(data.endpoint.secret),
          )
        }
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => !open && setConfirm(undefined)}
        title={texts.removeTitle}
        description={texts.removeDescription}
        confirmLabel={texts.remove}
        confirmVariant="danger"
        onConfirm={() =>
          act(
            () => api.remove(endpoint.id),
            async () => {
              snackbar.show({ message: texts.removed, tone: 'success' })
              await refresh()
            },
          )
        }
      />
    </section>
  )
}
