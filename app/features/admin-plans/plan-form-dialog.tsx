import { useTranslation } from 'react-i18next'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { TextField } from '../../ui/text-field/text-field'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import { AdminRecordFormDialog, type RecordFormCallbacks } from '../admin-shell/admin-record-form'
import type { AdminChoiceSearch } from '../admin-tenants/admin-choices'
import { type ApiResult, useAdminForm } from '../admin-users/admin-form'
import type { AdminPlanRow } from './admin-plans.functions'

export interface PlanFormValues {
  id?: string
  name: string
  monthlyTokens: unknown
  priceJpy: unknown
  maxUsers: unknown
  maxChats: unknown
  storageMb: unknown
  /** null: offered to every application. */
  applicationKey: string | null
  position: unknown
}

/** The picker's value for "every application" (the API's `applicationKey: null`). */
const ALL_APPLICATIONS = '__all__'

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
  searchChoices,
  ...callbacks
}: RecordFormCallbacks & {
  plan?: AdminPlanRow
  onSubmit: (values: PlanFormValues) => Promise<ApiResult<{ name: string }>>
  /** The application picker searches the server. */
  searchChoices: AdminChoiceSearch
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
    storageMb: text(plan?.storageMb),
    applicationKey: plan?.applicationKey ?? ALL_APPLICATIONS,
    position: text(plan?.position ?? 0),
  })
  const allLabel = t('adminPlans.fields.applicationAll')
  const applicationLabel =
    values.applicationKey === ALL_APPLICATIONS
      ? allLabel
      : values.applicationKey === plan?.applicationKey && plan.applicationName
        ? `${plan.applicationName} (${plan.applicationKey})`
        : undefined
  const send = () =>
    onSubmit({
      ...(!plan && { id: values.id }),
      name: values.name,
      monthlyTokens: numberOrRaw(values.monthlyTokens, undefined),
      priceJpy: numberOrRaw(values.priceJpy, undefined),
      maxUsers: numberOrRaw(values.maxUsers, null),
      maxChats: numberOrRaw(values.maxChats, null),
      storageMb: numberOrRaw(values.storageMb, null),
      applicationKey: values.applicationKey === ALL_APPLICATIONS ? null : values.applicationKey,
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
          {field('storageMb', t('adminPlans.fields.storageMb'), {
            inputMode: 'numeric',
            description: t('adminPlans.fields.limitHelp'),
          })}
          <SearchPicker
            label={t('adminPlans.fields.application')}
            description={t('adminPlans.fields.applicationHelp')}
            placeholder={t('adminPlans.fields.applicationSearch')}
            fixedOptions={[{ value: ALL_APPLICATIONS, label: allLabel }]}
            valueLabel={applicationLabel}
            search={(query, signal) => searchChoices('application', query, signal)}
            {...bind('applicationKey')}
          />
          {field('position', t('adminPlans.fields.position'), { inputMode: 'numeric' })}
        </>
      }
    />
  )
}
