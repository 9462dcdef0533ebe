import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqTestResult } from '../../server/admin/catalogue/admin-faq.server'
import { QuestionForm } from '../../ui/question-form/question-form'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import { useCatalogueAction } from './use-catalogue'

/** What retrieval finds for a question: the chat's own ranking, scores and threshold. */
export function FaqTestBox({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t, i18n } = useTranslation()
  const act = useCatalogueAction(api)
  const [question, setQuestion] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<FaqTestResult | null>(null)
  // Scores are 0..1 shares (retrieval.ts): three decimals read the same in both languages.
  const score = (value: number) => value.toFixed(3)

  const run = async () => {
    setBusy(true)
    const answer = await act('faq.test', { chatId, question })
    setBusy(false)
    if (!answer.ok) {
      const text = failureText(answer, i18n.language, ['question'])
      setError(text.fields.question ?? text.form)
      return
    }
    setError(undefined)
    setResult(answer.data)
  }

  return (
    <div className={css.section}>
      <h3 className={css.subheading}>{t('adminCatalogue.faq.test.heading')}</h3>
      <p className={css.lead}>{t('adminCatalogue.faq.test.help')}</p>
      <QuestionForm
        label={t('adminCatalogue.faq.test.question')}
        submitLabel={t('adminCatalogue.faq.test.run')}
        question={question}
        onQuestionChange={setQuestion}
        onSubmit={() => void run()}
        error={error}
        busy={busy}
      />
      {result && (
        <div className={css.section} aria-live="polite" data-testid="faq-test-result">
          <p className={css.muted}>
            {t('adminCatalogue.faq.test.settings', {
              threshold: result.threshold,
              limit: result.limit,
              cutoff: `${Math.round(result.relativeCutoff * 100)}%`,
            })}
          </p>
          <p className={result.answered ? css.successText : css.errorText}>
            {t(result.answered ? 'adminCatalogue.faq.test.answered' : 'adminCatalogue.faq.test.unanswered')}
          </p>
          {result.matches.length > 0 && (
            <ol aria-label={t('adminCatalogue.faq.test.matchesCaption')} className={css.section}>
              {result.matches.map((match) => (
                <li key={match.position}>
                  <strong>
                    #{match.position + 1} {match.question}
                  </strong>{' '}
                  <span className={css.score}>
                    ({t('adminCatalogue.faq.test.score')} {score(match.score)})
                  </span>
                  <p className={css.answer}>{match.answer}</p>
                </li>
              ))}
            </ol>
          )}
          <table>
            <caption className={css.muted}>
              {t('adminCatalogue.faq.test.nearestCaption', { count: result.nearest.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCatalogue.faq.position')}</th>
                <th scope="col">{t('adminCatalogue.faq.question')}</th>
                <th scope="col">{t('adminCatalogue.faq.test.score')}</th>
                <th scope="col">{t('adminCatalogue.faq.test.used')}</th>
              </tr>
            </thead>
            <tbody>
              {result.nearest.map((entry) => (
                <tr key={entry.position}>
                  <td>{entry.position + 1}</td>
                  <td>{entry.question}</td>
                  <td className={css.score}>{score(entry.score)}</td>
                  <td>
                    {t(
                      entry.matched
                        ? 'adminCatalogue.faq.test.used'
                        : 'adminCatalogue.faq.test.belowThreshold',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
