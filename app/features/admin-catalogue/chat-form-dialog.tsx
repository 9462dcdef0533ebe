import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminChatRow } from '../../server/admin/catalogue/admin-chats.server'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import { catalogueQuery } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { type CatalogueDialogProps, type CatalogueEditing, useCatalogueForm } from './use-catalogue'

export type ChatConsole = 'customchats' | 'faqchats'
export type ChatKind = AdminChatRow['kind']

export const CONSOLE_KINDS: Record<ChatConsole, ChatKind[]> = {
  customchats: ['custom', 'ops'],
  faqchats: ['faq'],
}

/** The URL family of each kind, shown in the keyword's help. */
export const KIND_PATH: Record<ChatKind, string> = { custom: 'customchat', ops: 'opschat', faq: 'faqchat' }

export type ChatEditing = CatalogueEditing<AdminChatRow>

const NO_CATEGORY = '-'
const FIELDS = [
  'kind',
  'keyword',
  'name',
  'categoryId',
  'description',
  'prompt',
  'model',
  'inputHints',
  'retrievalLimit',
] as const

function initialValues(console: ChatConsole, chat?: AdminChatRow) {
  return {
    kind: chat?.kind ?? CONSOLE_KINDS[console][0] ?? 'custom',
    keyword: chat?.keyword ?? '',
    name: chat?.name ?? '',
    categoryId: chat?.categoryId ?? NO_CATEGORY,
    description: chat?.description ?? '',
    prompt: chat?.prompt ?? '',
    model: chat?.model ?? '',
    enabled: chat?.enabled ?? true,
    inputHints: (chat?.inputHints ?? []).join('\n'),
    retrievalLimit: String(chat?.retrievalLimit ?? 3),
  }
}

/** What the API takes: the category "none" as null, the input hints one a line. */
function chatInput(console: ChatConsole, values: ReturnType<typeof initialValues>, chat?: AdminChatRow) {
  return {
    console,
    ...(chat && { id: chat.id }),
    kind: values.kind,
    keyword: values.keyword,
    name: values.name,
    categoryId: values.categoryId === NO_CATEGORY ? null : values.categoryId,
    description: values.description,
    prompt: values.prompt,
    model: values.model,
    enabled: values.enabled,
    inputHints: values.inputHints
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    retrievalLimit: Number(values.retrievalLimit),
  }
}

/** Creates or edits a catalogue chat; the server's zod rules answer with an error per field. */
export function ChatFormDialog({
  console,
  ...props
}: CatalogueDialogProps<AdminChatRow> & { console: ChatConsole }) {
  const { t } = useTranslation()
  const options = useQuery(catalogueQuery(props.api, 'categories.options'))
  const { current, values, set, field, dialog } = useCatalogueForm(props, {
    initial: (chat) => initialValues(console, chat),
    fields: FIELDS,
    send: (act, values, chat) =>
      act(chat ? 'chats.update' : 'chats.create', chatInput(console, values, chat)),
    title: (row) =>
      row ? t('adminCatalogue.chats.editTitle', { name: row.name }) : t('adminCatalogue.chats.createTitle'),
    done: (row) => t(row ? 'adminCatalogue.chats.saved' : 'adminCatalogue.chats.created'),
  })

  const categories = options.data?.ok ? options.data.data : []
  const kinds = CONSOLE_KINDS[console]
  return (
    <CatalogueFormDialog {...dialog} size="large" formId="chat-form">
      {kinds.length > 1 && (
        <Select
          label={t('adminCatalogue.chats.kind')}
          options={kinds.map((kind) => ({ value: kind, label: t(`adminCatalogue.chats.kinds.${kind}`) }))}
          {...field('kind')}
          onValueChange={(value) => set('kind')(value as ChatKind)}
          disabled={Boolean(current)}
        />
      )}
      <TextField
        label={t('adminCatalogue.chats.keyword')}
        description={t('adminCatalogue.chats.keywordHelp', { path: KIND_PATH[values.kind] })}
        required
        {...field('keyword')}
      />
      <TextField label={t('adminCatalogue.chats.name')} required {...field('name')} />
      <Select
        label={t('adminCatalogue.chats.category')}
        options={[
          { value: NO_CATEGORY, label: t('adminCatalogue.none') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        {...field('categoryId')}
      />
      <Textarea label={t('adminCatalogue.chats.description')} rows={2} {...field('description')} />
      <Textarea
        label={t(values.kind === 'ops' ? 'adminCatalogue.chats.opsPrompt' : 'adminCatalogue.chats.prompt')}
        rows={6}
        {...field('prompt')}
      />
      {values.kind === 'custom' && (
        <Textarea
          label={t('adminCatalogue.chats.inputHints')}
          description={t('adminCatalogue.chats.inputHintsHelp')}
          rows={3}
          {...field('inputHints')}
        />
      )}
      {values.kind === 'faq' && (
        <TextField
          type="number"
          min={1}
          max={20}
          label={t('adminCatalogue.chats.retrievalLimit')}
          {...field('retrievalLimit')}
        />
      )}
      <TextField
        label={t('adminCatalogue.chats.model')}
        description={t('adminCatalogue.chats.modelHelp')}
        {...field('model')}
      />
      <Checkbox
        label={t('adminCatalogue.chats.enabled')}
        description={t('adminCatalogue.chats.enabledHelp')}
        checked={values.enabled}
        onCheckedChange={(checked) => set('enabled')(checked === true)}
      />
    </CatalogueFormDialog>
  )
}
