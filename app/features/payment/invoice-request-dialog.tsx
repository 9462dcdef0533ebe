import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { localizedName } from '../../i18n/localized-name'
import type { PaymentPackView } from '../../server/payment/payment-page.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { useAppForm } from '../../ui/form/form'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { formatPrice } from './money'
import { invoiceRequestSchema } from './payment-schemas.shared'

const INVOICE_FORM_ID = 'invoice-request-form'

const billingSchema = invoiceRequestSchema.omit({ packId: true })
type BillingFields = keyof typeof billingSchema.shape

/** What the submit handler reports back: nothing on success, else field errors and/or a message. */
export type InvoiceSubmitResult = { fieldErrors?: Record<string, string>; message?: string } | undefined

export interface InvoiceRequestDialogProps {
  pack: PaymentPackView | null
  /** The signed-in user's address, filled in for the invoice (they can change it). */
  defaultEmail?: string
  onClose: () => void
  onSubmit: (input: {
    packId: string
    billingName: string
    billingAddress: string
    billingEmail: string
  }) => Promise<InvoiceSubmitResult>
}

/** The invoice request for one pack: billing name, address/contact and e-mail, checked by zod on both sides. */
export function InvoiceRequestDialog({
  pack,
  defaultEmail = '',
  onClose,
  onSubmit,
}: InvoiceRequestDialogProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [message, setMessage] = useState<string>()
  const form = useAppForm({
    defaultValues: { billingName: '', billingAddress: '', billingEmail: defaultEmail },
    validators: { onSubmit: billingSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!pack) return
      setMessage(undefined)
      const result = await onSubmit({ packId: pack.id, ...value })
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
      open={pack !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={
        pack
          ? t('payment.invoice.title', {
              pack: `${localizedName(pack, locale)} (${formatPrice(pack.priceJpy, locale)})`,
            })
          : ''
      }
      description={t('payment.invoice.description')}
      footer={
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogFooter>
              <Button type="submit" form={INVOICE_FORM_ID} loading={submitting}>
                {t('payment.invoice.submit')}
              </Button>
            </DialogFooter>
          )}
        </form.Subscribe>
      }
    >
      <form.AppForm>
        <form.Form id={INVOICE_FORM_ID}>
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
