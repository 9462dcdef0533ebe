/**
 * A tenant's embeddable chat widgets (issue 20, ADR 040): the list with each widget's chat,
 * allowed sites, status and embed code (with a copy button), and the dialog that creates or
 * changes one. Self-contained over an injectable API (`ownWidgetsApi` for the tenant's own
 * settings page), so stories and tests drive it without a server.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { type ApiResult, callApi } from '../team/team-api-client'
import { type WidgetChatOption, WidgetDialog } from './widget-dialog'
import { WidgetSnippet } from './widget-snippet'
import * as css from './widgets.css'
import { widgetsTexts } from './widgets.messages'
import type { WidgetView } from './widgets.shared'

export interface WidgetsListing {
  widgets: WidgetView[]
  chats: WidgetChatOption[]
}

export interface WidgetsApi {
  key: readonly unknown[]
  list(): Promise<ApiResult<WidgetsListing>>
  create(input: Record<string, unknown>): Promise<ApiResult<WidgetView>>
  update(id: string, input: Record<string, unknown>): Promise<ApiResult<WidgetView>>
  remove(id: string): Promise<ApiResult<{ removed: boolean }>>
}

const WIDGETS_PATH = '/api/tenant/widgets'
const widgetPath = (id: string) => `${WIDGETS_PATH}/${encodeURIComponent(id)}`

export const ownWidgetsApi: WidgetsApi = {
  key: ['tenant-widgets'],
  list: () => callApi('GET', WIDGETS_PATH),
  create: (input) => callApi('POST', WIDGETS_PATH, input),
  update: (id, input) => callApi('PATCH', widgetPath(id), input),
  remove: (id) => callApi('DELETE', widgetPath(id)),
}

/** Which dialog is open: none, a new widget, or the widget being edited. */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; widget: WidgetView }

export function WidgetsSection({
  api = ownWidgetsApi,
  headingLevel = 2,
}: {
  api?: WidgetsApi
  headingLevel?: 2 | 3
}) {
  const texts = useLocalTexts(widgetsTexts)
  const { i18n } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.list(), staleTime: 0 })
  const [editing, setEditing] = useState<Editing>({ kind: 'none' })
  const [removing, setRemoving] = useState<WidgetView>()
  const listing = query.data?.ok ? query.data.data : undefined
  const refusal = query.data && !query.data.ok ? inLanguage(query.data.message, i18n.language) : undefined

  const saved = async (result: ApiResult<WidgetView>, message: string) => {
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: api.key })
      snackbar.show({ message, tone: 'success' })
    }
    return result
  }
  const remove = async () => {
    if (!removing) return undefined
    const result = await api.remove(removing.id)
    if (!result.ok) return inLanguage(result.message, i18n.language)
    await queryClient.invalidateQueries({ queryKey: api.key })
    snackbar.show({ message: texts.removed, tone: 'success' })
    return undefined
  }

  return (
    <Card title={texts.heading} headingLevel={headingLevel} description={texts.description}>
      <div className={css.column} data-testid="widgets-section">
        {refusal && (
          <p className={css.muted} role="alert">
            {refusal}
          </p>
        )}
        {listing && listing.widgets.length === 0 && <p className={css.muted}>{texts.empty}</p>}
        {listing && listing.widgets.length > 0 && (
          <ul className={css.list}>
            {listing.widgets.map((widget) => (
              <WidgetItem
                key={widget.id}
                widget={widget}
                chats={listing.chats}
                onEdit={() => setEditing({ kind: 'edit', widget })}
                onRemove={() => setRemoving(widget)}
              />
            ))}
          </ul>
        )}
        {listing && (
          <div>
            <Button type="button" size="small" onClick={() => setEditing({ kind: 'create' })}>
              {texts.create}
            </Button>
          </div>
        )}
      </div>
      {listing && editing.kind !== 'none' && (
        <WidgetDialog
          key={editing.kind === 'edit' ? editing.widget.id : 'new'}
          widget={editing.kind === 'edit' ? editing.widget : undefined}
          chats={listing.chats}
          open
          onOpenChange={(open) => !open && setEditing({ kind: 'none' })}
          onSave={async (input) =>
            editing.kind === 'edit'
              ? saved(await api.update(editing.widget.id, input), texts.saved)
              : saved(await api.create(input), texts.created)
          }
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={texts.removeTitle}
        description={texts.removeDescription}
        confirmLabel={texts.remove}
        confirmVariant="danger"
        onConfirm={remove}
      />
    </Card>
  )
}

function WidgetItem({
  widget,
  chats,
  onEdit,
  onRemove,
}: {
  widget: WidgetView
  chats: WidgetChatOption[]
  onEdit: () => void
  onRemove: () => void
}) {
  const texts = useLocalTexts(widgetsTexts)
  const { i18n } = useTranslation()
  const chat = chats.find((option) => option.id === widget.chat)
  const chatName = chat
    ? i18n.language.startsWith('en')
      ? (chat.nameEn ?? chat.name)
      : chat.name
    : widget.chat
  return (
    <li className={css.item} data-testid="widget-item" data-widget-id={widget.id}>
      <div className={css.itemHeader}>
        <h3 className={css.itemName}>{widget.name}</h3>
        <Badge tone={widget.enabled ? 'success' : 'neutral'} data-testid="widget-status">
          {widget.enabled ? texts.status.enabled : texts.status.disabled}
        </Badge>
        <div className={css.actions}>
          <Button type="button" size="small" variant="secondary" onClick={onEdit}>
            {texts.edit}
          </Button>
          <Button type="button" size="small" variant="danger" onClick={onRemove}>
            {texts.remove}
          </Button>
        </div>
      </div>
      <dl className={css.meta}>
        <dt>{texts.columns.chat}</dt>
        <dd className={css.metaValue}>{chatName}</dd>
        <dt>{texts.columns.origins}</dt>
        <dd className={css.metaValue}>{widget.allowedOrigins.join(', ')}</dd>
      </dl>
      <WidgetSnippet widget={widget} />
    </li>
  )
}
