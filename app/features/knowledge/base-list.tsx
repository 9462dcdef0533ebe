import { mdiBookshelf, mdiFolderOpenOutline, mdiPlus } from '@mdi/js'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { useLocalizedName } from '../../i18n/localized-name'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './knowledge.css'
import type { KnowledgeBaseSummary, KnowledgeResult } from './knowledge.functions'
import { useKnowledgeFormat } from './knowledge-format'

export type CreateBase = (input: {
  name: string
  description: string
}) => Promise<KnowledgeResult<{ id: string; name: string }>>

export interface BaseListProps {
  bases: KnowledgeBaseSummary[]
  selectedBaseId: string | null
  onSelect: (baseId: string) => void
  createBase: CreateBase
}

/** The bases as cards: what each holds and which chats answer from it; one is open below. */
export function BaseList({ bases, selectedBaseId, onSelect, createBase }: BaseListProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.panelHeader}>
        <h2 id={headingId} className={css.subheading}>
          {t('knowledge.bases.heading')}
        </h2>
        <CreateBaseDialog createBase={createBase} onCreated={onSelect} />
      </div>
      {bases.length === 0 ? (
        <EmptyState
          icon={mdiBookshelf}
          title={t('knowledge.bases.empty')}
          description={t('knowledge.bases.emptyHelp')}
          headingLevel={3}
        />
      ) : (
        <ul className={css.baseList} aria-label={t('knowledge.bases.caption')}>
          {bases.map((base) => (
            <li key={base.id}>
              <BaseCard base={base} selected={base.id === selectedBaseId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function BaseCard({
  base,
  selected,
  onSelect,
}: {
  base: KnowledgeBaseSummary
  selected: boolean
  onSelect: (baseId: string) => void
}) {
  const { t } = useTranslation()
  const say = useKnowledgeFormat()
  const nameOf = useLocalizedName()
  return (
    <article className={css.baseCard} data-selected={selected} data-testid={`knowledge-base-${base.name}`}>
      <h3 className={css.baseName}>{base.name}</h3>
      {base.description && <p className={css.muted}>{base.description}</p>}
      <dl className={css.baseFacts}>
        <dt className={css.factLabel}>{t('knowledge.bases.documents')}</dt>
        <dd className={css.factValue}>
          {t('knowledge.bases.documentCount', {
            ready: say.number(base.readyDocuments),
            total: say.number(base.documents),
          })}
        </dd>
        <dt className={css.factLabel}>{t('knowledge.bases.chunks')}</dt>
        <dd className={`${css.factValue} ${css.numeric}`}>{say.number(base.chunks)}</dd>
        <dt className={css.factLabel}>{t('knowledge.bases.size')}</dt>
        <dd className={`${css.factValue} ${css.numeric}`}>{say.size(base.sizeBytes)}</dd>
        <dt className={css.factLabel}>{t('knowledge.bases.chats')}</dt>
        <dd className={css.factValue}>
          {base.chats.length === 0 ? (
            t('knowledge.bases.noChats')
          ) : (
            <span className={css.chatList}>
              {base.chats.map((chat) => (
                <Badge key={chat.id}>{nameOf(chat)}</Badge>
              ))}
            </span>
          )}
        </dd>
      </dl>
      <div className={css.cardActions}>
        <Button
          size="small"
          variant={selected ? 'primary' : 'secondary'}
          icon={mdiFolderOpenOutline}
          aria-pressed={selected}
          onClick={() => onSelect(base.id)}
        >
          {t(selected ? 'knowledge.bases.opened' : 'knowledge.bases.open')}
        </Button>
      </div>
    </article>
  )
}

function CreateBaseDialog({
  createBase,
  onCreated,
}: {
  createBase: CreateBase
  onCreated: (id: string) => void
}) {
  const { t, i18n } = useTranslation()
  const snackbar = useSnackbar()
  const formId = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await createBase({ name, description }).catch(() => null)
    setBusy(false)
    if (!result) return setError(t('errors.internalExplanation'))
    if (!result.ok) return setError(inLanguage(result.messages, i18n.language))
    setOpen(false)
    onCreated(result.data.id)
    snackbar.show({ message: t('knowledge.bases.created', { name: result.data.name }), tone: 'success' })
  }

  return (
    <Dialog
      title={t('knowledge.bases.createTitle')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setName('')
        setDescription('')
        setError(undefined)
      }}
      trigger={<Button icon={mdiPlus}>{t('knowledge.bases.create')}</Button>}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        document.getElementById(`${formId}-name`)?.focus()
      }}
      footer={
        <DialogFooter>
          <Button type="submit" form={formId} loading={busy}>
            {t('knowledge.bases.create')}
          </Button>
        </DialogFooter>
      }
    >
      <form id={formId} noValidate className={css.form} onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${formId}-name`}
          label={t('knowledge.bases.name')}
          required
          maxLength={100}
          value={name}
          onValueChange={setName}
        />
        <Textarea
          label={t('knowledge.bases.description')}
          maxLength={1000}
          rows={3}
          value={description}
          onValueChange={setDescription}
        />
        <FormAlert>{error}</FormAlert>
      </form>
    </Dialog>
  )
}
