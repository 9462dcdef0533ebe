import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { Badge } from '../../ui/badge/badge'
import { QuestionForm } from '../../ui/question-form/question-form'
import { AppLink } from '../shell/app-link'
import * as css from './knowledge.css'
import type { KnowledgeResult, KnowledgeSearchResult } from './knowledge.functions'
import { useKnowledgeFormat } from './knowledge-format'

/** What retrieval found: the ranking's mode said plainly, then each passage with its scores. */
export function SearchResults({
  result,
  documentHref,
}: {
  result: KnowledgeSearchResult
  documentHref: (documentId: string, chunkId: number) => string
}) {
  const { t } = useTranslation()
  const say = useKnowledgeFormat()
  return (
    <div className={css.section} aria-live="polite" data-testid="knowledge-search-result">
      <p className={css.modeNote} data-testid="knowledge-search-mode" data-mode={result.mode}>
        {t(result.mode === 'hybrid' ? 'knowledge.search.hybrid' : 'knowledge.search.lexical')}
      </p>
      <p className={css.muted}>{t('knowledge.search.threshold', { threshold: result.threshold })}</p>
      {result.hits.length === 0 ? (
        <p className={css.muted}>{t('knowledge.search.noHits')}</p>
      ) : (
        <ol className={css.hitList} aria-label={t('knowledge.search.results')}>
          {result.hits.map((hit) => {
            const where = [
              hit.page === null ? undefined : t('knowledge.viewer.page', { page: hit.page }),
              say.place(hit.location) || undefined,
            ]
              .filter(Boolean)
              .join(' · ')
            return (
              <li key={hit.chunkId} className={css.hit} data-testid="knowledge-search-hit">
                <div className={css.hitHeader}>
                  <AppLink href={documentHref(hit.documentId, hit.chunkId)}>
                    <strong>{hit.documentName}</strong>
                  </AppLink>
                  {where && <span className={css.muted}>{where}</span>}
                </div>
                <div className={css.hitHeader}>
                  <Badge tone={hit.matched ? 'success' : 'neutral'}>
                    {t(hit.matched ? 'knowledge.search.matched' : 'knowledge.search.unmatched')}
                  </Badge>
                  <span className={css.numeric} data-testid="knowledge-search-score">
                    {t('knowledge.search.score', { score: say.score(hit.score) })}
                  </span>
                  {result.mode === 'hybrid' && (
                    <span className={`${css.muted} ${css.numeric}`}>
                      {t('knowledge.search.lexicalScore', { score: say.score(hit.lexicalScore) })}
                      {hit.vectorScore !== undefined &&
                        ` · ${t('knowledge.search.vectorScore', { score: say.score(hit.vectorScore) })}`}
                    </span>
                  )}
                </div>
                <p className={css.snippet}>{hit.snippet}</p>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}

export interface SearchBoxProps {
  search: (question: string) => Promise<KnowledgeResult<KnowledgeSearchResult>>
  documentHref: (documentId: string, chunkId: number) => string
}

/** The retrieval test: a question in, what a chat would take from the base out. */
export function SearchBox({ search, documentHref }: SearchBoxProps) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [result, setResult] = useState<KnowledgeSearchResult | null>(null)

  const run = async () => {
    setBusy(true)
    const answer = await search(question).catch(() => null)
    setBusy(false)
    if (!answer) return setError(t('errors.internalExplanation'))
    if (!answer.ok) return setError(inLanguage(answer.messages, i18n.language))
    setError(undefined)
    setResult(answer.data)
  }

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.smallHeading}>
        {t('knowledge.search.heading')}
      </h3>
      <p className={css.muted}>{t('knowledge.search.help')}</p>
      <QuestionForm
        label={t('knowledge.search.question')}
        submitLabel={t('knowledge.search.run')}
        question={question}
        onQuestionChange={setQuestion}
        onSubmit={() => void run()}
        error={error}
        busy={busy}
        maxLength={1000}
      />
      {result && <SearchResults result={result} documentHref={documentHref} />}
    </section>
  )
}
