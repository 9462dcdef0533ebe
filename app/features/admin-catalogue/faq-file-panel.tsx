import { mdiClose, mdiDownload, mdiFileCheckOutline, mdiUpload } from '@mdi/js'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import type { FaqImportCheck } from '../../server/admin/catalogue/admin-faq-transfer.server'
import { Button } from '../../ui/button/button'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import * as css from './admin-catalogue.css'
import { type CatalogueApi, failureText } from './catalogue-api'
import { bytesToBase64, saveDownload } from './faq-file-bytes'
import { useCatalogueAction } from './use-catalogue'

/** The server's own cap (admin-faq-transfer.server.ts): checked here first, so 5 MB never travels. */
const MAX_FILE_MB = 5
type Mode = 'replace' | 'append'
type Refusal = Extract<FaqImportCheck, { ok: false }>

/**
 * Import (checked first: counts, a sample and every bad row; then applied all or nothing) and
 * export of an FAQ chat's entries as CSV or XLSX, alternate wordings included.
 */
export function FaqFilePanel({ api, chatId }: { api: CatalogueApi; chatId: string }) {
  const { t, i18n } = useTranslation()
  const act = useCatalogueAction(api)
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<Mode>('replace')
  const [busy, setBusy] = useState<'check' | 'import' | null>(null)
  const [message, setMessage] = useState<string>()
  // Stays beside the buttons (a snackbar may wait behind others): what the last import or export did.
  const [notice, setNotice] = useState<string>()
  const [checked, setChecked] = useState<Extract<FaqImportCheck, { ok: true }> | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const reset = () => {
    setMessage(undefined)
    setNotice(undefined)
    setChecked(null)
    setRefusal(null)
  }

  const upload = async () => {
    if (!file) return setMessage(t('adminCatalogue.faq.file.chooseFile'))
    if (file.size > MAX_FILE_MB * 1024 * 1024)
      return setMessage(t('adminCatalogue.faq.file.tooLarge', { maxMb: MAX_FILE_MB }))
    return {
      chatId,
      mode,
      filename: file.name,
      file: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
    }
  }

  const runCheck = async () => {
    reset()
    const input = await upload()
    if (!input) return
    setBusy('check')
    const result = await act('faq.importCheck', input)
    setBusy(null)
    if (!result.ok) return setMessage(failureText(result, i18n.language).form)
    if (result.data.ok) setChecked(result.data)
    else setRefusal(result.data)
  }

  const runImport = async () => {
    const input = await upload()
    if (!input) return
    setBusy('import')
    const result = await act('faq.import', input)
    setBusy(null)
    reset()
    if (!result.ok) return setMessage(failureText(result, i18n.language).form)
    if (!result.data.ok) return setRefusal(result.data)
    setNotice(
      t('adminCatalogue.faq.file.imported', { imported: result.data.imported, total: result.data.total }),
    )
  }

  const runExport = async (format: 'csv' | 'xlsx') => {
    const result = await act('faq.export', { chatId, format })
    if (!result.ok) return setMessage(failureText(result, i18n.language).form)
    saveDownload(result.data.base64, result.data.filename, result.data.mediaType)
    setMessage(undefined)
    setNotice(t('adminCatalogue.faq.file.exported', { count: result.data.count }))
  }

  return (
    <div className={css.section}>
      <h3 className={css.subheading}>{t('adminCatalogue.faq.file.heading')}</h3>
      <p className={css.lead}>{t('adminCatalogue.faq.file.help')}</p>
      <div className={css.toolbar}>
        <div className={css.cellStack}>
          <label htmlFor={fileId}>{t('adminCatalogue.faq.file.file')}</label>
          <input
            id={fileId}
            className={css.fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null)
              reset()
            }}
          />
        </div>
        <Select
          label={t('adminCatalogue.faq.file.mode')}
          options={[
            { value: 'replace', label: t('adminCatalogue.faq.file.replace') },
            { value: 'append', label: t('adminCatalogue.faq.file.append') },
          ]}
          value={mode}
          onValueChange={(value) => {
            setMode(value === 'append' ? 'append' : 'replace')
            setChecked(null)
          }}
        />
        <Button icon={mdiFileCheckOutline} loading={busy === 'check'} onClick={() => void runCheck()}>
          {t('adminCatalogue.faq.file.check')}
        </Button>
        <Button icon={mdiDownload} variant="secondary" onClick={() => void runExport('csv')}>
          {t('adminCatalogue.faq.file.exportCsv')}
        </Button>
        <Button icon={mdiDownload} variant="secondary" onClick={() => void runExport('xlsx')}>
          {t('adminCatalogue.faq.file.exportXlsx')}
        </Button>
      </div>
      <FormAlert>{message}</FormAlert>
      <p role="status" className={css.successText}>
        {notice}
      </p>
      {checked && (
        <ImportPreview
          check={checked}
          busy={busy === 'import'}
          onImport={() => void runImport()}
          onCancel={() => setChecked(null)}
        />
      )}
      {refusal && <RowErrors refusal={refusal} language={i18n.language} />}
    </div>
  )
}

function ImportPreview({
  check,
  busy,
  onImport,
  onCancel,
}: {
  check: Extract<FaqImportCheck, { ok: true }>
  busy: boolean
  onImport: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <section
      className={css.preview}
      aria-label={t('adminCatalogue.faq.file.check')}
      data-testid="faq-import-check"
    >
      <p className={css.successText}>
        {t('adminCatalogue.faq.file.ready', { ...check, format: check.format.toUpperCase() })}
      </p>
      <p>
        {t(
          check.mode === 'append'
            ? 'adminCatalogue.faq.file.outcomeAppend'
            : 'adminCatalogue.faq.file.outcomeReplace',
          check,
        )}
      </p>
      {check.ignoredColumns.length > 0 && (
        <p className={css.errorText}>
          {t('adminCatalogue.faq.file.ignored', { columns: check.ignoredColumns.join('、') })}
        </p>
      )}
      <table>
        <caption className={css.muted}>
          {t('adminCatalogue.faq.file.sampleCaption', { count: check.sample.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('adminCatalogue.faq.question')}</th>
            <th scope="col">{t('adminCatalogue.faq.answer')}</th>
            <th scope="col">{t('adminCatalogue.faq.alternateQuestions')}</th>
          </tr>
        </thead>
        <tbody>
          {check.sample.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's rows may repeat a question; their order is their identity.
            <tr key={index}>
              <td className={css.clamp}>{entry.question}</td>
              <td className={css.clamp}>{entry.answer}</td>
              <td className={css.clamp}>{entry.alternateQuestions.join('\n')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.actions}>
        <Button icon={mdiUpload} loading={busy} onClick={onImport}>
          {t('adminCatalogue.faq.file.import')}
        </Button>
        <Button icon={mdiClose} variant="secondary" onClick={onCancel}>
          {t('adminCatalogue.faq.file.cancel')}
        </Button>
      </div>
    </section>
  )
}

function RowErrors({ refusal, language }: { refusal: Refusal; language: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={css.section}>
      <p className={css.errorText}>{t('adminCatalogue.faq.file.errorsTitle')}</p>
      <table>
        <caption className={css.muted}>{t('adminCatalogue.faq.file.errorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminCatalogue.faq.file.row')}</th>
            <th scope="col">{t('adminCatalogue.faq.file.field')}</th>
            <th scope="col">{t('adminCatalogue.faq.file.message')}</th>
          </tr>
        </thead>
        <tbody>
          {refusal.errors.map((error) => (
            // A row has at most one error per field, or one for the whole row: row and field name it.
            <tr key={`${error.row}-${error.field ?? ''}`}>
              <td>{error.row > 0 ? error.row : t('adminCatalogue.faq.file.wholeFile')}</td>
              <td>{error.field ? t(FIELD_LABEL[error.field]) : ''}</td>
              <td>{inLanguage(error.message, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {refusal.errorCount > refusal.errors.length && (
        <p className={css.errorText}>
          {t('adminCatalogue.faq.file.moreErrors', { count: refusal.errorCount })}
        </p>
      )}
    </div>
  )
}

const FIELD_LABEL = {
  question: 'adminCatalogue.faq.question',
  answer: 'adminCatalogue.faq.answer',
  alternateQuestions: 'adminCatalogue.faq.alternateQuestions',
} as const
