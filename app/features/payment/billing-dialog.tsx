import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { useAppForm } from '../../ui/form/form'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { invoiceRequestSchema } from './payment-schemas.shared'

const BILLING_FORM_ID = 'billing-form'

const billingSchema = invoiceRequestSchema.omit({ packId: true })
type BillingFields = keyof typeof billingSchema.shape
export type Billing = Record<BillingFields, string>

/** What the submit handler reports back: nothing on success, else field errors and/or a message. */
export type BillingSubmitResult = { fieldErrors?: Record<string, string>; message?: string } | undefined

export interface BillingDialogProps {
  open: boolean
  /** What is being invoiced, with its price. */
  title: string
  description: string
  submitLabel: string
  /** The signed-in user's address, filled in for the invoice (they can change it). */
  defaultEmail?: string
  onClose: () => void
  onSubmit: (billing: Billing) => Promise<BillingSubmitResult>
}

/**
 * Who to invoice — billing name, address/contact and e-mail, checked by zod on both sides — for
 * a credit pack or a plan change paid by invoice.
 */
export function BillingDialog({
  open,
  title,
  description,
  submitLabel,
  defaultEmail = '',
  onClose,
  onSubmit,
}: BillingDialogProps) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<string>()
  const form = useAppForm({
    defaultValues: { billingName: '', billingAddress: '', billingEmail: defaultEmail },
    validators: { onSubmit: billingSchema },
    onSubmit: async ({ value, formApi }) => {
      setMessage(undefined)
      const result = await onSubmit(value)
      if (!result) {
        formApi.reset()
        return
      }
      setMessage(result.message)
      for (const [name, key] of Object.entries(result.fieldErrors ?? {})) {
        if (!(name in billingSchema.shape)) continue
        formApi.setFieldMeta(name as BillingFields, (meta) => ({
          ...meta,
          isTouched: true,
          errorMap: { ...meta.errorMap, onSubmit: key },
        }))
      }
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      title={title}
      description={description}
      footer={
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogFooter>
              <Button type="submit" form={BILLING_FORM_ID} loading={submitting}>
                {submitLabel}
              </Button>
            </DialogFooter>
          )}
        </form.Subscribe>
      }
    >
      <form.AppForm>
        <form.Form id={BILLING_FORM_ID}>
          <FormAlert>{message}</FormAlert>
          <form.AppField name="billingName">
            {(field) => (
              <field.TextInputField
                label={t('payment.invoice.billingName')}
                autoComplete="organization"
                required
              />
            )}
          </form.AppField>
          <form.AppField name="billingAddress">
            {(field) => <field.TextareaField label={t('payment.invoice.billingAddress')} rows={3} required />}
          </form.AppField>
          <form.AppField name="billingEmail">
            {(field) => (
              <field.TextInputField
                label={t('payment.invoice.billingEmail')}
                type="email"
                autoComplete="email"
                required
              />
            )}
          </form.AppField>
        </form.Form>
      </form.AppForm>
    </Dialog>
  )
}
