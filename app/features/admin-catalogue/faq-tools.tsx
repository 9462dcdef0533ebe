import { mdiDownload, mdiMagnify, mdiUpload } from '@mdi/js'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import type { FaqTestResult } from '../../server/admin/catalogue/admin-faq.server'
import type { FaqCsvRowError } from '../../server/admin/catalogue/faq-csv.server'
import { Button } from '../../ui/button/button'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import { useCatalogueAction } from './use-catalogue'

/** Import (every row checked, all or nothing) and export of an FAQ chat's entries as CSV. */
export function FaqCsvPanel({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t, i18n } = useTranslation()
  const act = useCatalogueAction(api)
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<'replace' | 'append'>('replace')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  // Stays beside the buttons (a snackbar may wait behind others): what the last import or export did.
  const [notice, setNotice] = useState<string>()
  const [rowErrors, setRowErrors] = useState<FaqCsvRowError[]>([])

  const runImport = async () => {
    setMessage(undefined)
    setNotice(undefined)
    setRowErrors([])
    if (!file) return setMessage(t('adminCatalogue.faq.csv.chooseFile'))
    setBusy(true)
    const result = await act('faq.import', { chatId, mode, csv: await file.text() })
    setBusy(false)
    if (!result.ok) return setMessage(failureText(result, i18n.language).form)
    if (!result.data.ok) return setRowErrors(result.data.errors)
    setNotice(
      t('adminCatalogue.faq.csv.imported', { imported: result.data.imported, total: result.data.total }),
    )
  }

  const runExport = async () => {
    const result = await act('faq.export', { chatId })
    if (!result.ok) return setMessage(failureText(result, i18n.language).form)
    const url = URL.createObjectURL(new Blob([result.data.csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = result.data.filename
    link.click()
    // Revoked a moment later: the browser reads the blob after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    setMessage(undefined)
    setNotice(t('adminCatalogue.faq.csv.exported', { count: result.data.count }))
  }

  return (
    <div className={css.section}>
      <h3 className={css.subheading}>{t('adminCatalogue.faq.csv.heading')}</h3>
      <p className={css.lead}>{t('adminCatalogue.faq.csv.help')}</p>
      <div className={css.toolbar}>
        <div className={css.cellStack}>
          <label htmlFor={fileId}>{t('adminCatalogue.faq.csv.file')}</label>
          <input
            id={fileId}
            className={css.fileInput}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <Select
          label={t('adminCatalogue.faq.csv.mode')}
          options={[
            { value: 'replace', label: t('adminCatalogue.faq.csv.replace') },
            { value: 'append', label: t('adminCatalogue.faq.csv.append') },
          ]}
          value={mode}
          onValueChange={(value) => setMode(value === 'append' ? 'append' : 'replace')}
        />
        <Button icon={mdiUpload} loading={busy} onClick={() => void runImport()}>
          {t('adminCatalogue.faq.csv.import')}
        </Button>
        <Button icon={mdiDownload} variant="secondary" onClick={() => void runExport()}>
          {t('adminCatalogue.faq.csv.export')}
        </Button>
      </div>
      <FormAlert>{message}</FormAlert>
      <p role="status" className={css.successText}>
        {notice}
      </p>
      {rowErrors.length > 0 && (
        <div role="alert" className={css.section}>
          <p className={css.errorText}>{t('adminCatalogue.faq.csv.errorsTitle')}</p>
          <table>
            <caption className={css.muted}>{t('adminCatalogue.faq.csv.errorsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCatalogue.faq.csv.row')}</th>
                <th scope="col">{t('adminCatalogue.faq.csv.field')}</th>
                <th scope="col">{t('adminCatalogue.faq.csv.message')}</th>
              </tr>
            </thead>
            <tbody>
              {rowErrors.map((error) => (
                // A row has one error per field, or one for the whole row: row and field name it.
                <tr key={`${error.row}-${error.field ?? ''}`}>
                  <td>{error.row > 0 ? error.row : t('adminCatalogue.faq.csv.wholeFile')}</td>
                  <td>{error.field ? t(`adminCatalogue.faq.${error.field}`) : ''}</td>
                  <td>{inLanguage(error.message, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

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
      <form
        className={css.toolbar}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void run()
        }}
      >
        <TextField
          className={css.grow}
          label={t('adminCatalogue.faq.test.question')}
          value={question}
          onValueChange={setQuestion}
          error={error}
        />
        <Button type="submit" icon={mdiMagnify} loading={busy}>
          {t('adminCatalogue.faq.test.run')}
        </Button>
      </form>
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
