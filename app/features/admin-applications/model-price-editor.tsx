/**
 * One scope's own model prices (an application's, or the system default's): the table with Edit
 * and Remove on each row, and the form that sets a price (a model already priced is replaced,
 * as the API does). Used by the application's price dialog and the page's default section.
 */
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/i18n-provider'
import { useFormatTime } from '../../i18n/time-zone'
import { Button } from '../../ui/button/button'
import { ReportTable } from '../../ui/data-table/counts-table'
import { dataTableColumns } from '../../ui/data-table/data-table'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import * as listCss from '../admin-shell/admin-list.css'
import { useAdminForm } from '../admin-users/admin-form'
import * as adminCss from '../admin-users/admin-users.css'
import { ConfirmDeleteDialog } from '../admin-users/confirm-delete-dialog'
import * as css from './model-prices.css'
import type { ModelPrice, ModelPriceApi, ModelPriceSheet } from './model-prices-api'

type Values = { model: string; inputCreditsPer1k: string; outputCreditsPer1k: string }
const EMPTY: Values = { model: '', inputCreditsPer1k: '', outputCreditsPer1k: '' }

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/

/** A typed weight as a number for the API, or as typed: the server then says what is wrong with it. */
export function weightOf(text: string): number | string {
  return NUMBER.test(text) ? Number(text) : text
}

/** Credits with up to four decimals in the reader's format: `2.5`, `1,000`, `0.0001`. */
export function useCredits() {
  const { locale } = useLocale()
  return useCallback((value: number) => formatNumber(value, locale, { maximumFractionDigits: 4 }), [locale])
}

export interface ModelPriceEditorProps {
  scope: string
  sheet: ModelPriceSheet
  api: ModelPriceApi
  /** The table's caption and the text when there are no rows. */
  caption: string
  empty: string
  /** Called with the sheet as the server answered it after a change. */
  onChanged: (sheet: ModelPriceSheet) => void
}

export function ModelPriceEditor({ scope, sheet, api, caption, empty, onChanged }: ModelPriceEditorProps) {
  const { t } = useTranslation()
  const time = useFormatTime()
  const credits = useCredits()
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const { values, setValues, set } = useFormValues<Values>(() => ({
    ...EMPTY,
    model: sheet.suggestions[0] ?? '',
  }))
  const bind = bindNamedField(values, set, form.error)
  const [removing, setRemoving] = useState<ModelPrice | null>(null)
  const modelInput = useRef<HTMLInputElement>(null)
  const suggestionsId = useId()
  // The table's columns stay stable (DataTable asks it); the form's state changes every render.
  const resetForm = useRef(form.reset)
  resetForm.current = form.reset

  const columns = useMemo(() => {
    const column = dataTableColumns<ModelPrice>()
    const weight = (info: { getValue: () => number }) => (
      <span className={css.weight}>
        {t('adminApplications.prices.perThousand', { credits: credits(info.getValue()) })}
      </span>
    )
    return column.columns([
      column.accessor('model', {
        header: t('adminApplications.prices.columns.model'),
        cell: (info) => <span className={css.model}>{info.getValue()}</span>,
      }),
      column.accessor('inputCreditsPer1k', {
        header: t('adminApplications.prices.columns.input'),
        cell: weight,
      }),
      column.accessor('outputCreditsPer1k', {
        header: t('adminApplications.prices.columns.output'),
        cell: weight,
      }),
      column.accessor('updatedAt', {
        header: t('adminApplications.prices.columns.updatedAt'),
        cell: (info) => time.dateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: t('adminApplications.actionsColumn'),
        cell: (info) => {
          const price = info.row.original
          return (
            <span className={listCss.rowActions}>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('adminApplications.prices.editFor', { model: price.model })}
                onClick={() => {
                  resetForm.current()
                  setValues({
                    model: price.model,
                    inputCreditsPer1k: String(price.inputCreditsPer1k),
                    outputCreditsPer1k: String(price.outputCreditsPer1k),
                  })
                  modelInput.current?.focus()
                }}
              >
                {t('adminApplications.prices.edit')}
              </Button>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('adminApplications.prices.removeFor', { model: price.model })}
                onClick={() => setRemoving(price)}
              >
                {t('adminApplications.prices.remove')}
              </Button>
            </span>
          )
        },
      }),
    ])
  }, [t, time, credits, setValues])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const model = values.model.trim()
    await form.submit(
      () =>
        api.set(scope, {
          model,
          inputCreditsPer1k: weightOf(values.inputCreditsPer1k),
          outputCreditsPer1k: weightOf(values.outputCreditsPer1k),
        }),
      (next) => {
        snackbar.show({ message: t('adminApplications.prices.saved', { model }), tone: 'success' })
        setValues({ ...EMPTY, model: next.suggestions[0] ?? '' })
        onChanged(next)
      },
    )
  }

  return (
    <div className={css.editor}>
      {/* No table of nothing: an empty row of five columns was cut at a phone's edge, under a pager. */}
      {sheet.prices.length === 0 ? (
        <p className={css.note}>{empty}</p>
      ) : (
        <ReportTable rows={sheet.prices} caption={caption} columns={columns} rowKey="model" />
      )}
      <form
        noValidate
        className={css.form}
        onSubmit={(event) => void submit(event)}
        aria-label={t('adminApplications.prices.formHeading')}
      >
        <h4 className={css.subheading}>{t('adminApplications.prices.formHeading')}</h4>
        <p className={css.note}>{t('adminApplications.prices.formLead')}</p>
        <FormAlert>{form.message}</FormAlert>
        <div className={adminCss.formGrid}>
          <TextField
            ref={modelInput}
            label={t('adminApplications.prices.fields.model')}
            description={
              sheet.suggestions.length > 0
                ? t('adminApplications.prices.suggested', { models: sheet.suggestions.join(', ') })
                : t('adminApplications.prices.fields.modelHelp')
            }
            list={suggestionsId}
            autoComplete="off"
            spellCheck={false}
            required
            {...bind('model')}
          />
          <TextField
            label={t('adminApplications.prices.fields.input')}
            description={t('adminApplications.prices.fields.weightHelp')}
            inputMode="decimal"
            required
            {...bind('inputCreditsPer1k')}
          />
          <TextField
            label={t('adminApplications.prices.fields.output')}
            description={t('adminApplications.prices.fields.weightHelp')}
            inputMode="decimal"
            required
            {...bind('outputCreditsPer1k')}
          />
        </div>
        <datalist id={suggestionsId}>
          {sheet.suggestions.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <div className={css.formActions}>
          <Button type="submit" loading={form.busy}>
            {t('adminApplications.prices.save')}
          </Button>
        </div>
      </form>
      {removing && (
        <ConfirmDeleteDialog
          title={t('adminApplications.prices.removeTitle', { model: removing.model })}
          description={t('adminApplications.prices.removeDescription')}
          actionLabel={t('adminApplications.prices.remove')}
          doneMessage={t('adminApplications.prices.removed', { model: removing.model })}
          run={async () => {
            const result = await api.remove(scope, removing.model)
            if (result.ok) onChanged(result.data)
            return result
          }}
          onClose={() => setRemoving(null)}
          onDone={() => {}}
        />
      )}
    </div>
  )
}
