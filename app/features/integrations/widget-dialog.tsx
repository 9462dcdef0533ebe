/**
 * The create/edit dialog of a chat widget (ADR 040): the chat, the allowed sites, the greetings
 * in both languages, the position, an optional accent colour, the daily caps and the switch. The
 * server checks everything and words its refusals; the dialog shows them and keeps the input.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalTexts } from '../../i18n/local-texts'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import type { ApiResult } from '../team/team-api-client'
import * as css from './widgets.css'
import { widgetsTexts } from './widgets.messages'
import {
  DEFAULT_DAILY_CAP,
  DEFAULT_VISITOR_DAILY_CAP,
  WIDGET_POSITIONS,
  type WidgetPosition,
  type WidgetView,
} from './widgets.shared'

export interface WidgetChatOption {
  id: string
  name: string
  nameEn: string | null
}

/** A typed number as the API reads it; anything else as typed, for the server to refuse. */
function capValue(text: string): unknown {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text
}

export function WidgetDialog({
  widget,
  chats,
  open,
  onOpenChange,
  onSave,
}: {
  /** Undefined: a new widget. */
  widget?: WidgetView
  chats: WidgetChatOption[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onSave: (input: Record<string, unknown>) => Promise<ApiResult<WidgetView>>
}) {
  const texts = useLocalTexts(widgetsTexts)
  const { i18n } = useTranslation()
  const form = useAdminForm()
  const [chat, setChat] = useState(widget?.chat ?? chats[0]?.id ?? 'chat')
  const [name, setName] = useState(widget?.name ?? '')
  const [origins, setOrigins] = useState(widget?.allowedOrigins.join('\n') ?? '')
  const [greetingJa, setGreetingJa] = useState(widget?.greetingJa ?? '')
  const [greetingEn, setGreetingEn] = useState(widget?.greetingEn ?? '')
  const [position, setPosition] = useState<string>(widget?.position ?? 'bottom-right')
  const [accent, setAccent] = useState(widget?.accentColor ?? '')
  const [visitorCap, setVisitorCap] = useState(String(widget?.visitorDailyCap ?? DEFAULT_VISITOR_DAILY_CAP))
  const [dailyCap, setDailyCap] = useState(String(widget?.dailyCap ?? DEFAULT_DAILY_CAP))
  const [enabled, setEnabled] = useState(widget?.enabled ?? true)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input: Record<string, unknown> = {
      chat,
      allowedOrigins: origins
        .split(/[\n,]/)
        .map((origin) => origin.trim())
        .filter(Boolean),
      position,
      accentColor: accent.trim() || null,
      visitorDailyCap: capValue(visitorCap),
      dailyCap: capValue(dailyCap),
      enabled,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(greetingJa.trim() ? { greetingJa: greetingJa.trim() } : {}),
      ...(greetingEn.trim() ? { greetingEn: greetingEn.trim() } : {}),
    }
    await form.submit(
      () => onSave(input),
      () => onOpenChange(false),
    )
  }
  const english = i18n.language.startsWith('en')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={widget ? texts.editTitle : texts.createTitle}
      size="large"
    >
      <form
        noValidate
        className={css.column}
        onSubmit={(event) => void submit(event)}
        data-testid="widget-form"
      >
        <Select
          label={texts.chat}
          options={chats.map((option) => ({
            value: option.id,
            label: english ? (option.nameEn ?? option.name) : option.name,
          }))}
          value={chat}
          onValueChange={setChat}
        />
        <TextField
          label={texts.name}
          description={texts.nameHelp}
          name="name"
          value={name}
          onValueChange={setName}
        />
        <Textarea
          label={texts.origins}
          description={texts.originsHelp}
          name="allowedOrigins"
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          value={origins}
          onValueChange={setOrigins}
        />
        <Textarea
          label={texts.greetingJa}
          name="greetingJa"
          rows={2}
          value={greetingJa}
          onValueChange={setGreetingJa}
        />
        <Textarea
          label={texts.greetingEn}
          name="greetingEn"
          rows={2}
          value={greetingEn}
          onValueChange={setGreetingEn}
        />
        <Select
          label={texts.position}
          options={WIDGET_POSITIONS.map((value: WidgetPosition) => ({
            value,
            label: texts.positions[value],
          }))}
          value={position}
          onValueChange={setPosition}
        />
        <TextField
          label={texts.accent}
          description={texts.accentHelp}
          name="accentColor"
          spellCheck={false}
          autoCapitalize="off"
          placeholder="#1a73e8"
          value={accent}
          onValueChange={setAccent}
        />
        <div className={css.caps}>
          <TextField
            label={texts.visitorDailyCap}
            name="visitorDailyCap"
            inputMode="numeric"
            value={visitorCap}
            onValueChange={setVisitorCap}
          />
          <TextField
            label={texts.dailyCap}
            name="dailyCap"
            inputMode="numeric"
            value={dailyCap}
            onValueChange={setDailyCap}
          />
        </div>
        <Checkbox
          label={texts.enabled}
          checked={enabled}
          onCheckedChange={(checked) => setEnabled(checked === true)}
        />
        <FormMessage text={form.message} />
        <div className={css.actions}>
          <DialogClose>
            <Button type="button" variant="secondary">
              {texts.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" loading={form.busy}>
            {texts.save}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
