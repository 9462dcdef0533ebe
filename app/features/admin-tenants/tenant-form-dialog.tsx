import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { TenantFormOptions } from '../../server/admin/tenants/admin-tenants.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import { bindNamedField } from '../admin-shell/admin-form-fields'
import type { AdminChoice, AdminChoiceSearch } from './admin-choices'
import * as css from './admin-tenants.css'
import { type ActionResult, type TenantFormValues, useBilingual } from './admin-tenants-actions'
import { SLUG_MAX_LENGTH, slugProblem, suggestSlug } from './tenant-slug'

const DEFAULT = '__default__'

export const emptyTenantForm: TenantFormValues = {
  slug: '',
  name: '',
  applicationKey: '',
  planId: '',
  themeKey: '',
  ownerEmail: '',
  ownerPassword: '',
}

export interface TenantFormDialogProps {
  mode: 'create' | 'edit'
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The tenant being edited (edit), or blank values (create). */
  initial: TenantFormValues
  /** For the edit title. */
  tenantName?: string
  options: TenantFormOptions
  /** The labels of the initial application and plan (edit); their pickers search the server. */
  initialChoices?: { application: AdminChoice | null; plan: AdminChoice | null }
  searchChoices: AdminChoiceSearch
  /** Resolves with the server's answer; the dialog closes on success. */
  onSubmit: (values: TenantFormValues) => Promise<ActionResult>
}

/**
 * Creates or edits a tenant. The server decides (the CLI's rules: slug, host name, registry theme,
 * existing application and plan) and its field errors show under each field in the reader's language.
 */
export function TenantFormDialog({
  mode,
  open,
  onOpenChange,
  initial,
  tenantName,
  options,
  initialChoices,
  searchChoices,
  onSubmit,
}: TenantFormDialogProps) {
  const { t } = useTranslation()
  const pick = useBilingual()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, BilingualText>>({})
  const [message, setMessage] = useState<BilingualText>()
  const [busy, setBusy] = useState(false)
  // The slug follows the name until the administrator types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(false)

  useEffect(() => {
    if (open) {
      setValues(initial)
      setErrors({})
      setMessage(undefined)
      setSlugEdited(false)
    }
  }, [open, initial])

  const set = (field: keyof TenantFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _cleared, ...rest }) => rest)
  }
  const setName = (name: string) => {
    set('name')(name)
    if (mode === 'create' && !slugEdited) set('slug')(suggestSlug(name))
  }
  const setSlug = (slug: string) => {
    setSlugEdited(true)
    set('slug')(slug)
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A bad slug is named before anything is sent (the server checks it again).
    const problem = mode === 'create' ? slugProblem(values.slug.trim()) : undefined
    if (problem) {
      setErrors((current) => ({ ...current, slug: problem }))
      return
    }
    setBusy(true)
    const result = await onSubmit(values)
    setBusy(false)
    if (result.ok) return onOpenChange(false)
    setErrors(result.fieldErrors)
    setMessage(Object.keys(result.fieldErrors).length > 0 ? undefined : result.message)
  }
  const error = (field: string) => pick(errors[field])
  const field = bindNamedField(values, set, error)
  const labelOf = (choice: AdminChoice | null | undefined, value: string) =>
    choice && choice.value === value ? choice.label : undefined
  const formId = `tenant-form-${mode}`

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="medium"
      title={
        mode === 'create'
          ? t('adminTenants.form.createTitle')
          : t('adminTenants.form.editTitle', { name: tenantName })
      }
      footer={
        <DialogFooter>
          <Button type="submit" form={formId} loading={busy}>
            {mode === 'create' ? t('adminTenants.form.submitCreate') : t('adminTenants.form.submitEdit')}
          </Button>
        </DialogFooter>
      }
    >
      <form id={formId} noValidate className={css.formGrid} onSubmit={(event) => void submit(event)}>
        <FormAlert>{pick(message)}</FormAlert>
        <TextField
          label={t('adminTenants.form.name')}
          required
          autoComplete="off"
          {...field('name')}
          onValueChange={setName}
        />
        {mode === 'create' && (
          <TextField
            label={t('adminTenants.form.slug')}
            description={t('adminTenants.form.slugHelp')}
            required
            autoComplete="off"
            maxLength={SLUG_MAX_LENGTH}
            spellCheck={false}
            {...field('slug')}
            onValueChange={setSlug}
          />
        )}
        <SearchPicker
          label={t('adminTenants.form.application')}
          placeholder={t('adminTenants.pickerSearch')}
          required
          valueLabel={labelOf(initialChoices?.application, values.applicationKey)}
          search={(query, signal) => searchChoices('application', query, signal)}
          {...field('applicationKey')}
        />
        <SearchPicker
          label={t('adminTenants.form.plan')}
          placeholder={t('adminTenants.pickerSearch')}
          name="planId"
          value={values.planId || (mode === 'create' ? DEFAULT : '')}
          valueLabel={labelOf(initialChoices?.plan, values.planId)}
          fixedOptions={
            mode === 'create' ? [{ value: DEFAULT, label: t('adminTenants.form.planDefault') }] : []
          }
          search={(query, signal) => searchChoices('plan', query, signal)}
          onValueChange={(value) => set('planId')(value === DEFAULT ? '' : value)}
          error={error('planId')}
        />
        <Select
          label={t('adminTenants.form.theme')}
          name="themeKey"
          value={values.themeKey || DEFAULT}
          onValueChange={(value) => set('themeKey')(value === DEFAULT ? '' : value)}
          options={[
            { value: DEFAULT, label: t('adminTenants.form.themeDefault') },
            ...options.themes.map((theme) => ({ value: theme.key, label: `${theme.name} (${theme.key})` })),
          ]}
          error={error('themeKey')}
        />
        {mode === 'create' && (
          <>
            <TextField
              label={t('adminTenants.form.ownerEmail')}
              description={t('adminTenants.form.ownerHelp')}
              type="email"
              autoComplete="off"
              {...field('ownerEmail')}
            />
            <TextField
              label={t('adminTenants.form.ownerPassword')}
              type="password"
              autoComplete="new-password"
              {...field('ownerPassword')}
            />
          </>
        )}
      </form>
    </Dialog>
  )
}
