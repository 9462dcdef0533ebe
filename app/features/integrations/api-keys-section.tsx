/**
 * The API keys section of /integrations (issue 20, ADR 039): owners and admins create a key for
 * the OpenAI-compatible API (a name, every chat or chosen ones), see it once with a copy button,
 * and list and revoke the tenant's keys with their scope, creation and last use. The API is
 * injected (the page's HTTP calls, or an in-memory fake in stories and tests).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { useLocalizedName } from '../../i18n/localized-name'
import { useFormatTime } from '../../i18n/time-zone'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { secret } from '../account/account.css'
import { AccountTable } from '../account/account-table'
import { type ApiResult, callApi } from '../team/team-api-client'
import {
  type ApiKeysView,
  type AvailableChat,
  type CreatedApiKey,
  MAX_KEY_NAME_LENGTH,
  type TenantApiKeySummary,
} from './api-keys.shared'
import { apiKeysTexts } from './api-keys-section.messages'
import * as css from './integrations.css'

export interface ApiKeysApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<ApiKeysView>>
  create(input: { name: string; chats: string[] | null }): Promise<ApiResult<CreatedApiKey>>
  revoke(id: string): Promise<ApiResult<{ apiKey: TenantApiKeySummary }>>
}

export const ownApiKeysApi: ApiKeysApi = {
  key: ['tenant-api-keys'],
  load: () => callApi('GET', '/api/tenant/api-keys'),
  create: (input) => callApi('POST', '/api/tenant/api-keys', input),
  revoke: (id) => callApi('DELETE', `/api/tenant/api-keys/${encodeURIComponent(id)}`),
}

export function ApiKeysSection({ api }: { api: ApiKeysApi }) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(apiKeysTexts)
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const [created, setCreated] = useState<string>()
  const result = query.data
  return (
    <Card
      title={texts.heading}
      description={texts.description}
      actions={
        result?.ok ? (
          <CreateKeyDialog api={api} chats={result.data.chats} onCreated={setCreated} />
        ) : undefined
      }
    >
      <div className={css.column} data-testid="api-keys">
        <BaseUrl />
        {created && <CreatedKeyNotice apiKey={created} onDone={() => setCreated(undefined)} />}
        {result && !result.ok && (
          <FormAlert>{inLanguage(result.message, i18n.language) || texts.loadFailed}</FormAlert>
        )}
        {result?.ok && <ApiKeyTable api={api} view={result.data} />}
      </div>
    </Card>
  )
}

/** Where clients point: this site's `/v1` (read after mounting, so the server render agrees). */
function BaseUrl() {
  const texts = useLocalTexts(apiKeysTexts)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  return (
    <p className={css.muted}>
      {texts.baseUrl}: <code className={css.mono} data-testid="api-base-url">{`${origin}/v1`}</code>
    </p>
  )
}

function chatLabel(chats: AvailableChat[], id: string, nameOf: (chat: AvailableChat) => string) {
  const chat = chats.find((candidate) => candidate.id === id)
  return chat ? nameOf(chat) : id
}

function ApiKeyTable({ api, view }: { api: ApiKeysApi; view: ApiKeysView }) {
  const nameOf = useLocalizedName()
  const texts = useLocalTexts(apiKeysTexts)
  const time = useFormatTime()
  if (view.keys.length === 0) return <p className={css.muted}>{texts.empty}</p>
  const when = (value: string) => <time dateTime={value}>{time.dateTime(value)}</time>
  const columns = texts.columns
  return (
    <AccountTable
      label={texts.listLabel}
      testId="api-key-table"
      headers={[columns.name, columns.prefix, columns.scope, columns.created, columns.lastUsed]}
      actionHeader={texts.revoke}
    >
      {view.keys.map((key) => (
        <tr key={key.id} data-key-name={key.name} className={key.revokedAt ? css.revokedRow : undefined}>
          <td className={css.wrappingCell}>{key.name}</td>
          <td className={`${css.mono} ${css.nowrap}`}>{key.prefix}…</td>
          <td className={css.wrappingCell}>
            {key.chats === null
              ? texts.allChats
              : key.chats.map((id) => chatLabel(view.chats, id, nameOf)).join(texts.separator)}
          </td>
          <td className={css.nowrap}>
            <time dateTime={key.createdAt}>{time.date(key.createdAt)}</time>
          </td>
          <td className={css.nowrap} data-testid="api-key-last-used">
            {key.lastUsedAt ? when(key.lastUsedAt) : texts.never}
          </td>
          <td className={css.nowrap}>
            {key.revokedAt ? (
              <Badge tone="neutral" data-testid="api-key-revoked">
                {fill(texts.revokedAt, { date: time.date(key.revokedAt) })}
              </Badge>
            ) : (
              <RevokeKey api={api} apiKey={key} />
            )}
          </td>
        </tr>
      ))}
    </AccountTable>
  )
}

function RevokeKey({ api, apiKey }: { api: ApiKeysApi; apiKey: TenantApiKeySummary }) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(apiKeysTexts)
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  const revoke = async () => {
    const result = await api.revoke(apiKey.id)
    if (!result.ok) return inLanguage(result.message, i18n.language)
    await queryClient.invalidateQueries({ queryKey: api.key })
    snackbar.show({ message: fill(texts.revoked, { name: apiKey.name }), tone: 'success' })
    return undefined
  }
  return (
    <ConfirmDialog
      title={fill(texts.revokeTitle, { name: apiKey.name })}
      description={texts.revokeDescription}
      confirmLabel={texts.revoke}
      confirmVariant="danger"
      onConfirm={revoke}
      trigger={
        <Button size="small" variant="danger">
          {texts.revoke}
        </Button>
      }
    />
  )
}

function CreateKeyDialog({
  api,
  chats,
  onCreated,
}: {
  api: ApiKeysApi
  chats: AvailableChat[]
  onCreated: (key: string) => void
}) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(apiKeysTexts)
  const queryClient = useQueryClient()
  const nameOf = useLocalizedName()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [everyChat, setEveryChat] = useState(true)
  const [chosen, setChosen] = useState<string[]>([])
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  const reset = (next: boolean) => {
    setOpen(next)
    if (!next) return
    setName('')
    setEveryChat(true)
    setChosen([])
    setMessage(undefined)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setMessage(texts.nameRequired)
    if (!everyChat && chosen.length === 0) return setMessage(texts.chooseAtLeastOne)
    setBusy(true)
    const result = await api.create({ name: name.trim(), chats: everyChat ? null : chosen })
    setBusy(false)
    if (!result.ok) return setMessage(inLanguage(result.message, i18n.language))
    await queryClient.invalidateQueries({ queryKey: api.key })
    setOpen(false)
    onCreated(result.data.key)
  }
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)))

  return (
    <Dialog
      title={texts.createTitle}
      open={open}
      onOpenChange={reset}
      trigger={<Button size="small">{texts.create}</Button>}
    >
      <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.name}
          description={fill(texts.nameHelp, { max: MAX_KEY_NAME_LENGTH })}
          name="name"
          maxLength={MAX_KEY_NAME_LENGTH}
          value={name}
          onValueChange={setName}
        />
        <fieldset className={css.chatChoices}>
          <legend className={css.legend}>{texts.scope}</legend>
          <Checkbox
            label={texts.scopeAll}
            checked={everyChat}
            onCheckedChange={(checked) => setEveryChat(checked === true)}
          />
          {!everyChat &&
            chats.map((chat) => (
              <Checkbox
                key={chat.id}
                label={`${nameOf(chat)} (${chat.id})`}
                checked={chosen.includes(chat.id)}
                onCheckedChange={(checked) => toggle(chat.id, checked === true)}
              />
            ))}
        </fieldset>
        <FormAlert>{message}</FormAlert>
        <div className={css.row}>
          <Button type="submit" loading={busy}>
            {texts.submit}
          </Button>
          <DialogClose>
            <Button type="button" variant="secondary">
              {texts.cancel}
            </Button>
          </DialogClose>
        </div>
      </form>
    </Dialog>
  )
}

/** The new key, shown once, with a copy button. */
function CreatedKeyNotice({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const texts = useLocalTexts(apiKeysTexts)
  const [copied, setCopied] = useState(false)
  return (
    <div className={css.notice} role="status">
      <strong>{texts.createdTitle}</strong>
      <p className={css.alert}>{texts.createdNotice}</p>
      <code className={secret} data-testid="new-api-key">
        {apiKey}
      </code>
      <div className={css.row}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            void navigator.clipboard?.writeText(apiKey).then(() => setCopied(true))
          }}
        >
          {copied ? texts.copied : texts.copy}
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </div>
  )
}
