import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { Dialog } from '../../ui/dialog/dialog'
import * as dialogCss from '../../ui/dialog/dialog.css'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import type { AdminChoice, AdminChoiceSearch } from '../admin-tenants/admin-choices'
import { type ApiResult, useAdminForm } from '../admin-users/admin-form'
import * as css from '../admin-users/admin-users.css'
import { DEFAULT_THEME_KEY } from '../theme/theme-catalogue'
import * as appCss from './admin-applications.css'
import type { AdminApplicationRow } from './admin-applications.functions'
import { ThemeSelect } from './theme-select'

const PROVIDER_CHOICES = ['environment', 'offline', 'openai-compatible', 'anthropic'] as const
type ProviderChoice = (typeof PROVIDER_CHOICES)[number]
const NO_PLAN = '__none__'

/**
 * The body the API takes. On an edit, settings fields merge into the stored ones: the base URL is
 * sent only when changed (the shown one is redacted and would drop a stored query string), the
 * key only when a new one is typed (`null` when the administrator removes it).
 */
export function applicationBody(
  values: FormValues,
  application: AdminApplicationRow | undefined,
): Record<string, unknown> {
  const plan = values.defaultPlanId === NO_PLAN ? null : values.defaultPlanId
  const base = { name: values.name, themeKey: values.themeKey }
  if (!application) {
    return {
      key: values.key,
      ...base,
      ...(plan && { defaultPlanId: plan }),
      settings:
        values.provider === 'environment'
          ? null
          : {
              provider: values.provider,
              ...(values.baseURL.trim() && { baseURL: values.baseURL.trim() }),
              ...(values.model.trim() && { model: values.model.trim() }),
              ...(values.apiKey.trim() && { apiKey: values.apiKey.trim() }),
            },
    }
  }
  if (values.provider === 'environment') return { ...base, defaultPlanId: plan, settings: null }
  const baseURLChanged = values.baseURL.trim() !== (application.settings?.baseURL ?? '')
  return {
    ...base,
    defaultPlanId: plan,
    settings: {
      provider: values.provider,
      ...(baseURLChanged && { baseURL: values.baseURL.trim() || null }),
      model: values.model.trim() || null,
      ...(values.apiKey.trim() ? { apiKey: values.apiKey.trim() } : values.clearApiKey && { apiKey: null }),
    },
  }
}

export interface FormValues {
  key: string
  name: string
  themeKey: string
  defaultPlanId: string
  provider: ProviderChoice
  baseURL: string
  model: string
  apiKey: string
  clearApiKey: boolean
}

/** Create (`application` undefined) or edit an application; the API key is write-only. */
export function ApplicationFormDialog({
  application,
  defaultPlan,
  searchChoices,
  onSubmit,
  onClose,
  onDone,
}: {
  application?: AdminApplicationRow
  /** The plan a new application starts on (the first plan); the others are searched. */
  defaultPlan: AdminChoice | null
  searchChoices: AdminChoiceSearch
  onSubmit: (body: Record<string, unknown>) => Promise<ApiResult<{ name: string }>>
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const settings = application?.settings
  const [values, setValues] = useState<FormValues>({
    key: application?.key ?? '',
    name: application?.name ?? '',
    themeKey: application?.themeKey ?? DEFAULT_THEME_KEY,
    defaultPlanId: application?.defaultPlanId ?? (application ? NO_PLAN : (defaultPlan?.value ?? NO_PLAN)),
    provider: settings ? settings.provider : 'environment',
    baseURL: settings?.baseURL ?? '',
    model: settings?.model ?? '',
    apiKey: '',
    clearApiKey: false,
  })
  const set =
    <K extends keyof FormValues>(field: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await form.submit(
      () => onSubmit(applicationBody(values, application)),
      (saved) => {
        snackbar.show({
          message: application
            ? t('adminApplications.saved')
            : t('adminApplications.created', { name: saved.name }),
          tone: 'success',
        })
        onDone()
        onClose()
      },
    )
  }
  const ownProvider = values.provider !== 'environment'
  // The page knows the label of the plan the form starts on: the application's, or the first.
  const startingPlan: AdminChoice | null =
    application?.defaultPlanId && application.defaultPlanName
      ? {
          value: application.defaultPlanId,
          label: `${application.defaultPlanName} (${application.defaultPlanId})`,
        }
      : application
        ? null
        : defaultPlan
  return (
    <Dialog
      title={
        application
          ? t('adminApplications.editTitle', { name: application.name })
          : t('adminApplications.createTitle')
      }
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <form noValidate className={css.dialogBody} onSubmit={(event) => void submit(event)}>
        <FormAlert>{form.message}</FormAlert>
        <div className={css.formGrid}>
          {!application && (
            <TextField
              label={t('adminApplications.fields.key')}
              name="key"
              description={t('adminApplications.fields.keyHelp')}
              value={values.key}
              onValueChange={set('key')}
              error={form.error('key')}
            />
          )}
          <TextField
            label={t('adminApplications.fields.name')}
            name="name"
            value={values.name}
            onValueChange={set('name')}
            error={form.error('name')}
          />
          <ThemeSelect
            label={t('adminApplications.fields.theme')}
            name="themeKey"
            value={values.themeKey}
            onValueChange={set('themeKey')}
            error={form.error('themeKey')}
          />
          <SearchPicker
            label={t('adminApplications.fields.defaultPlan')}
            placeholder={t('adminApplications.planSearch')}
            name="defaultPlanId"
            description={t('adminApplications.fields.defaultPlanHelp')}
            value={values.defaultPlanId}
            valueLabel={startingPlan?.value === values.defaultPlanId ? startingPlan.label : undefined}
            fixedOptions={[{ value: NO_PLAN, label: t('adminApplications.noPlan') }]}
            search={(query, signal) => searchChoices('plan', query, signal)}
            onValueChange={set('defaultPlanId')}
            error={form.error('defaultPlanId')}
          />
        </div>
        <fieldset className={appCss.fieldset}>
          <legend className={appCss.legend}>{t('adminApplications.providerHeading')}</legend>
          <Select
            label={t('adminApplications.fields.provider')}
            name="provider"
            value={values.provider}
            onValueChange={(next) => set('provider')(next as ProviderChoice)}
            options={PROVIDER_CHOICES.map((choice) => ({
              value: choice,
              label: t(`adminApplications.providers.${choice}`),
            }))}
            error={form.error('settings.provider') ?? form.error('settings')}
          />
          {ownProvider && (
            <div className={css.formGrid}>
              <TextField
                label={t('adminApplications.fields.baseURL')}
                name="baseURL"
                type="url"
                value={values.baseURL}
                onValueChange={set('baseURL')}
                error={form.error('settings.baseURL')}
              />
              <TextField
                label={t('adminApplications.fields.model')}
                name="model"
                value={values.model}
                onValueChange={set('model')}
                error={form.error('settings.model')}
              />
              <TextField
                label={t('adminApplications.fields.apiKey')}
                name="apiKey"
                type="password"
                autoComplete="off"
                description={t('adminApplications.fields.apiKeyHelp')}
                value={values.apiKey}
                onValueChange={set('apiKey')}
                error={form.error('settings.apiKey')}
              />
            </div>
          )}
          {ownProvider && application && (
            <>
              <p className={appCss.keyState} data-testid="api-key-state">
                {settings?.hasApiKey ? t('adminApplications.keySet') : t('adminApplications.keyNotSet')}
              </p>
              {settings?.hasApiKey && (
                <Checkbox
                  label={t('adminApplications.fields.clearApiKey')}
                  checked={values.clearApiKey}
                  onCheckedChange={(checked) => set('clearApiKey')(checked === true)}
                />
              )}
            </>
          )}
        </fieldset>
        <div className={dialogCss.footer}>
          <DialogFooter>
            <Button type="submit" loading={form.busy}>
              {application ? t('adminApplications.save') : t('adminApplications.submitCreate')}
            </Button>
          </DialogFooter>
        </div>
      </form>
    </Dialog>
  )
}
