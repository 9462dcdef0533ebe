import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import * as dialogCss from '../../ui/dialog/dialog.css'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { type ApiResult, useAdminForm } from '../admin-users/admin-form'
import * as css from '../admin-users/admin-users.css'
import type { AdminPlanRow } from './admin-plans.functions'

export interface PlanFormValues {
  id?: string
  name: string
  monthlyTokens: unknown
  priceJpy: unknown
  maxUsers: unknown
  maxChats: unknown
  position: unknown
}

/**
 * A number typed in a text box: digits become a number, empty becomes `empty`, anything else is
 * sent as typed so the server names the field ("enter a number").
 */
function numberOrRaw(text: string, empty: null | undefined) {
  const trimmed = text.trim().replace(/[,_]/g, '')
  if (trimmed === '') return empty
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** Create (`plan` undefined) or edit a plan; the server's zod checks come back per field. */
export function PlanFormDialog({
  plan,
  onSubmit,
  onClose,
  onDone,
}: {
  plan?: AdminPlanRow
  onSubmit: (values: PlanFormValues) => Promise<ApiResult<{ name: string }>>
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const [values, setValues] = useState({
    id: plan?.id ?? '',
    name: plan?.name ?? '',
    monthlyTokens: text(plan?.monthlyTokens),
    priceJpy: text(plan?.priceJpy),
    maxUsers: text(plan?.maxUsers),
    maxChats: text(plan?.maxChats),
    position: text(plan?.position ?? 0),
  })
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await form.submit(
      () =>
        onSubmit({
          ...(!plan && { id: values.id }),
          name: values.name,
          monthlyTokens: numberOrRaw(values.monthlyTokens, undefined),
          priceJpy: numberOrRaw(values.priceJpy, undefined),
          maxUsers: numberOrRaw(values.maxUsers, null),
          maxChats: numberOrRaw(values.maxChats, null),
          position: numberOrRaw(values.position, undefined) ?? 0,
        }),
      (saved) => {
        snackbar.show({
          message: plan ? t('adminPlans.saved') : t('adminPlans.created', { name: saved.name }),
          tone: 'success',
        })
        onDone()
        onClose()
      },
    )
  }
  const field = (
    name: keyof typeof values,
    label: string,
    extra: { description?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onValueChange={set(name)}
      error={form.error(name)}
      {...extra}
    />
  )
  return (
    <Dialog
      title={plan ? t('adminPlans.editTitle', { name: plan.name }) : t('adminPlans.createTitle')}
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <form noValidate className={css.dialogBody} onSubmit={(event) => void submit(event)}>
        <FormAlert>{form.message}</FormAlert>
        <div className={css.formGrid}>
          {!plan && field('id', t('adminPlans.fields.id'), { description: t('adminPlans.fields.idHelp') })}
          {field('name', t('adminPlans.fields.name'))}
          {field('monthlyTokens', t('adminPlans.fields.monthlyTokens'), { inputMode: 'numeric' })}
          {field('priceJpy', t('adminPlans.fields.priceJpy'), { inputMode: 'numeric' })}
          {field('maxUsers', t('adminPlans.fields.maxUsers'), {
            inputMode: 'numeric',
            description: t('adminPlans.fields.limitHelp'),
          })}
          {field('maxChats', t('adminPlans.fields.maxChats'), {
            inputMode: 'numeric',
            description: t('adminPlans.fields.limitHelp'),
          })}
          {field('position', t('adminPlans.fields.position'), { inputMode: 'numeric' })}
        </div>
        <div className={dialogCss.footer}>
          <DialogFooter>
            <Button type="submit" loading={form.busy}>
              {plan ? t('adminPlans.save') : t('adminPlans.submitCreate')}
            </Button>
          </DialogFooter>
        </div>
      </form>
    </Dialog>
  )
}
