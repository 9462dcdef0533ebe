import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import type { FaqDraft } from '../../server/admin/catalogue/faq-draft.server'
import type { ImproveCandidate } from '../../server/admin/catalogue/faq-improve.server'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-catalogue.css'
import type { CatalogueApi } from './catalogue-api'
import { CatalogueFormDialog } from './catalogue-form-dialog'
import { alternateLines } from './faq-entries-panel'
import { useCatalogueForm } from './use-catalogue'

const DRAFT_FIELDS = ['question', 'answer', 'alternateQuestions'] as const

/**
 * "Make an FAQ entry" from a question to improve: the model's draft (or the question alone when
 * no model is configured), for the administrator to edit and approve as a new entry.
 */
export function FaqDraftDialog(props: {
  api: CatalogueApi
  chatId: string
  /** The question the entry is made for; null keeps the dialog closed. */
  candidate: ImproveCandidate | null
  onClose: () => void
}) {
  // One form per question: another question starts from its own draft.
  return props.candidate ? (
    <DraftForm
      key={`${props.candidate.tenantId}:${props.candidate.question}`}
      {...props}
      candidate={props.candidate}
    />
  ) : null
}

function DraftNote({ draft }: { draft: FaqDraft }) {
  const { t, i18n } = useTranslation()
  if (draft.status === 'drafted') {
    return (
      <p className={css.successText}>
        {t('adminCatalogue.faq.draft.drafted', {
          model: draft.model ?? '',
          related: draft.related.length,
          passages: draft.passages,
        })}
      </p>
    )
  }
  if (draft.status === 'offline')
    return <p className={css.errorText}>{t('adminCatalogue.faq.draft.offline')}</p>
  return (
    <p className={css.errorText}>
      {t('adminCatalogue.faq.draft.failed', {
        reason: draft.failure ? inLanguage(draft.failure, i18n.language) : '',
      })}
    </p>
  )
}

function DraftForm({
  api,
  chatId,
  candidate,
  onClose,
}: {
  api: CatalogueApi
  chatId: string
  candidate: ImproveCandidate
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const input = { chatId, question: candidate.question, tenantId: candidate.tenantId }
  // Its own key, not the catalogue's: approving refreshes the catalogue, and must not draft again.
  const query = useQuery({
    queryKey: ['faq-draft', input],
    queryFn: () => api('faq.draft', input),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
  const draft = query.data?.ok ? query.data.data : undefined
  const failure = query.data && !query.data.ok ? inLanguage(query.data.message, i18n.language) : undefined
  // A new identity when the draft arrives: the form starts again from it.
  const editing = useMemo(() => ({ mode: 'create' as const, draft }), [draft])
  const origin = {
    kind: candidate.kind,
    question: candidate.question,
    tenantId: candidate.tenantId,
    ...(candidate.kind === 'downvote' && { messageId: candidate.messageId }),
  }
  const { field, dialog } = useCatalogueForm(
    { api, editing, onClose },
    {
      initial: () => ({ question: candidate.question, answer: draft?.answer ?? '', alternateQuestions: '' }),
      fields: DRAFT_FIELDS,
      send: (act, { alternateQuestions, ...values }) =>
        act('faq.approveDraft', {
          chatId,
          ...values,
          alternateQuestions: alternateLines(alternateQuestions),
          origin,
        }),
      title: () => t('adminCatalogue.faq.draft.title'),
      done: () => t('adminCatalogue.faq.draft.approved'),
    },
  )
  return (
    <CatalogueFormDialog
      {...dialog}
      busy={dialog.busy || !draft}
      formError={dialog.formError ?? failure}
      actionLabel={t('adminCatalogue.faq.draft.approve')}
      size="large"
      formId="faq-draft-form"
    >
      {draft ? (
        <>
          <DraftNote draft={draft} />
          <Textarea label={t('adminCatalogue.faq.question')} required rows={2} {...field('question')} />
          <p className={css.muted}>
            {t('adminCatalogue.faq.draft.originalKept', { question: candidate.question })}
          </p>
          <Textarea label={t('adminCatalogue.faq.answer')} required rows={8} {...field('answer')} />
          <Textarea
            label={t('adminCatalogue.faq.alternateQuestions')}
            description={t('adminCatalogue.faq.alternateQuestionsHelp')}
            rows={3}
            {...field('alternateQuestions')}
          />
          {draft.related.length > 0 && (
            <div className={css.cellStack}>
              <span>{t('adminCatalogue.faq.draft.related')}</span>
              <ul aria-label={t('adminCatalogue.faq.draft.related')} className={css.muted}>
                {draft.related.map((entry) => (
                  <li key={entry.position}>
                    #{entry.position + 1} {entry.question} ({entry.score.toFixed(3)})
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        !failure && <p role="status">{t('adminCatalogue.faq.draft.loading')}</p>
      )}
    </CatalogueFormDialog>
  )
}
