import { useTranslation } from 'react-i18next'
import { TextField } from '../../ui/text-field/text-field'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import { AdminRecordFormDialog, type RecordFormCallbacks } from '../admin-shell/admin-record-form'
import { type ApiResult, useAdminForm } from '../admin-users/admin-form'
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
  ...callbacks
}: RecordFormCallbacks & {
  plan?: AdminPlanRow
  onSubmit: (values: PlanFormValues) => Promise<ApiResult<{ name: string }>>
}) {
  const { t } = useTranslation()
  const form = useAdminForm()
  const { values, set } = useFormValues({
    id: plan?.id ?? '',
    name: plan?.name ?? '',
    monthlyTokens: text(plan?.monthlyTokens),
    priceJpy: text(plan?.priceJpy),
    maxUsers: text(plan?.maxUsers),
    maxChats: text(plan?.maxChats),
    position: text(plan?.position ?? 0),
  })
  const send = () =>
    onSubmit({
      ...(!plan && { id: values.id }),
      name: values.name,
      monthlyTokens: numberOrRaw(values.monthlyTokens, undefined),
      priceJpy: numberOrRaw(values.priceJpy, undefined),
      maxUsers: numberOrRaw(values.maxUsers, null),
      maxChats: numberOrRaw(values.maxChats, null),
      position: numberOrRaw(values.position, undefined) ?? 0,
    })
  const bind = bindNamedField(values, set, form.error)
  const field = (
    name: keyof typeof values,
    label: string,
    extra: { description?: string; inputMode?: 'numeric' } = {},
  ) => <TextField label={label} {...bind(name)} {...extra} />
  return (
    <AdminRecordFormDialog
      messages="adminPlans"
      editing={plan?.name}
      form={form}
      send={send}
      {...callbacks}
      fields={
        <>
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
        </>
      }
    />
  )
}
