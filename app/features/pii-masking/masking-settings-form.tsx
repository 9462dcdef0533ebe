/**
 * The masking settings (ADR 034): which kinds of personal data to mask, the NG words, and — for a
 * tenant — whether messages are also stored masked. A tenant's form shows the application's
 * kinds checked and locked: it can add to them, not remove them. The server checks everything;
 * its refusal shows at the field or above the button, in the reader's language.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Textarea } from '../../ui/textarea/textarea'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import {
  type ApplicationMaskingView,
  MAX_NG_WORD_LENGTH,
  MAX_NG_WORDS,
  PII_KINDS,
  type PiiKind,
} from './masking.shared'
import { type ApiResult, perField } from './masking-api'
import * as css from './masking-settings.css'

export interface MaskingFormValue {
  kinds: PiiKind[]
  ngWords: string[]
  /** Absent: an application's form (no such option). */
  storeMasked?: boolean
}

export interface MaskingSettingsFormProps<T> {
  /** Prefixes the fields' ids (two forms may share a page in stories). */
  id: string
  value: MaskingFormValue
  /** A tenant's form: what its application masks already, locked on. */
  enforced?: ApplicationMaskingView
  save(body: Record<string, unknown>): Promise<ApiResult<T>>
  onSaved(saved: T): void
}

export function MaskingSettingsForm<T>({ id, value, enforced, save, onSaved }: MaskingSettingsFormProps<T>) {
  const { t } = useTranslation()
  const form = useAdminForm()
  const [kinds, setKinds] = useState<PiiKind[]>(value.kinds)
  const [words, setWords] = useState(value.ngWords.join('\n'))
  const [storeMasked, setStoreMasked] = useState(value.storeMasked ?? false)
  const locked = (kind: PiiKind) => enforced?.kinds.includes(kind) ?? false
  const toggle = (kind: PiiKind, on: boolean) =>
    setKinds((current) => (on ? [...current, kind] : current.filter((other) => other !== kind)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const ngWords = words
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean)
    const body = {
      kinds: PII_KINDS.filter((kind) => kinds.includes(kind)),
      ngWords,
      ...(value.storeMasked === undefined ? {} : { storeMasked }),
    }
    await form.submit(async () => perField(await save(body)), onSaved)
  }

  return (
    <form noValidate className={css.form} onSubmit={(event) => void submit(event)} data-testid={`${id}-form`}>
      <p className={css.lead}>{t('piiMasking.settings.lead')}</p>
      <fieldset className={css.kinds}>
        <legend className={css.legend}>{t('piiMasking.settings.kindsLegend')}</legend>
        {PII_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            id={`${id}-${kind}`}
            label={t(`piiMasking.kinds.${kind}`)}
            description={
              locked(kind) ? t('piiMasking.tenant.fromApplication') : t(`piiMasking.kindHelp.${kind}`)
            }
            checked={locked(kind) || kinds.includes(kind)}
            disabled={locked(kind)}
            onCheckedChange={(checked) => toggle(kind, checked === true)}
          />
        ))}
      </fieldset>
      {form.error('kinds') && <p className={css.note}>{form.error('kinds')}</p>}
      <Textarea
        id={`${id}-ng-words`}
        label={t('piiMasking.settings.ngWords')}
        description={t('piiMasking.settings.ngWordsHelp', { max: MAX_NG_WORDS, length: MAX_NG_WORD_LENGTH })}
        rows={4}
        value={words}
        onValueChange={setWords}
        error={form.error('ngWords')}
      />
      {enforced && enforced.ngWords.length > 0 && (
        <p className={css.note}>
          {t('piiMasking.tenant.applicationWords', { count: enforced.ngWords.length })}
        </p>
      )}
      {value.storeMasked !== undefined && (
        <Checkbox
          id={`${id}-store-masked`}
          label={t('piiMasking.tenant.storeMasked')}
          description={t('piiMasking.tenant.storeMaskedHelp')}
          checked={storeMasked}
          onCheckedChange={(checked) => setStoreMasked(checked === true)}
        />
      )}
      <FormMessage text={form.message} />
      <div className={css.actions}>
        <Button type="submit" loading={form.busy}>
          {t('piiMasking.settings.save')}
        </Button>
      </div>
    </form>
  )
}
