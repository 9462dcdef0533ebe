import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMessageKey } from '../../i18n/message-key'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import * as css from './admin-tokens.css'

export interface GrantFormValues {
  tenant: string
  amount: string
  reason: string
  /** One per submission: sending the same one again records nothing new. */
  submissionId: string
}

/** The outcome the page reports back: a success line, or field errors (i18n keys) and a message. */
export type GrantSubmitResult =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: Partial<Record<keyof GrantFormValues, string>>; message?: string }

export interface GrantFormProps {
  onGrant: (values: GrantFormValues) => Promise<GrantSubmitResult>
  /** Tests pass a fixed id; the page makes a fresh one per submission. */
  newSubmissionId?: () => string
}

const empty = { tenant: '', amount: '', reason: '' }

/** Tenant, amount and reason; checked here for the obvious and again, fully, by the server. */
export function GrantForm({ onGrant, newSubmissionId = () => crypto.randomUUID() }: GrantFormProps) {
  const { t, i18n } = useTranslation()
  const [values, setValues] = useState(empty)
  // Made when the form is first submitted and kept until a grant is recorded, so a retried
  // submission of the same grant is recorded once.
  const [submissionId, setSubmissionId] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<keyof GrantFormValues, string>>>({})
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const show = (key: string | undefined) =>
    key === undefined ? undefined : isMessageKey(i18n, key) ? t(key, { maximum: 1000 }) : key
  const set = (field: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local: typeof errors = {}
    if (values.tenant.trim() === '') local.tenant = 'validation.required'
    if (!/^\d+$/.test(values.amount.trim()) || Number(values.amount) < 1)
      local.amount = 'adminTokens.errors.amount'
    if (values.reason.trim() === '') local.reason = 'validation.required'
    setErrors(local)
    setMessage(null)
    if (Object.keys(local).length > 0) return
    const id = submissionId ?? newSubmissionId()
    setSubmissionId(id)
    setBusy(true)
    const result = await onGrant({ ...values, submissionId: id })
    setBusy(false)
    if (result.ok) {
      setValues(empty)
      setSubmissionId(null)
      setMessage({ tone: 'ok', text: result.message })
      return
    }
    setErrors(result.fieldErrors)
    if (result.message) setMessage({ tone: 'error', text: result.message })
  }

  return (
    <Card title={t('adminTokens.grantHeading')}>
      <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={css.row}>
          <div className={css.grow}>
            <TextField
              label={t('adminTokens.tenant')}
              description={t('adminTokens.tenantHelp')}
              name="tenant"
              autoComplete="off"
              required
              maxLength={100}
              value={values.tenant}
              onValueChange={set('tenant')}
              error={show(errors.tenant)}
            />
          </div>
          <div className={css.grow}>
            <TextField
              label={t('adminTokens.amount')}
              name="amount"
              inputMode="numeric"
              required
              value={values.amount}
              onValueChange={set('amount')}
              error={show(errors.amount)}
            />
          </div>
        </div>
        <Textarea
          label={t('adminTokens.reason')}
          description={t('adminTokens.reasonHelp')}
          name="reason"
          rows={2}
          maxLength={1000}
          required
          value={values.reason}
          onValueChange={set('reason')}
          error={show(errors.reason)}
        />
        {message && (
          <p
            role={message.tone === 'ok' ? 'status' : 'alert'}
            className={message.tone === 'ok' ? css.result : css.errorText}
            data-testid="grant-result"
          >
            {message.text}
          </p>
        )}
        <div>
          <Button type="submit" loading={busy}>
            {t('adminTokens.submit')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
