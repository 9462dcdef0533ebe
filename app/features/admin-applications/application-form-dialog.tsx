import { useTranslation } from 'react-i18next'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { SearchPicker } from '../../ui/search-picker/search-picker'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import { AdminRecordFormDialog, type RecordFormCallbacks } from '../admin-shell/admin-record-form'
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
  ...callbacks
}: RecordFormCallbacks & {
  application?: AdminApplicationRow
  /** The plan a new application starts on (the first plan); the others are searched. */
  defaultPlan: AdminChoice | null
  searchChoices: AdminChoiceSearch
  onSubmit: (body: Record<string, unknown>) => Promise<ApiResult<{ name: string }>>
}) {
  const { t } = useTranslation()
  const form = useAdminForm()
  const settings = application?.settings
  const { values, set } = useFormValues<FormValues>({
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
  // The provider's own fields answer at `settings.<field>` in the API's errors.
  const field = bindNamedField(values, set, form.error)
  const settingsField = bindNamedField(values, set, (name) => form.error(`settings.${name}`))

  const send = () => onSubmit(applicationBody(values, application))
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
    <AdminRecordFormDialog
      messages="adminApplications"
      editing={application?.name}
      form={form}
      send={send}
      {...callbacks}
      fields={
        <>
          {!application && (
            <TextField
              label={t('adminApplications.fields.key')}
              description={t('adminApplications.fields.keyHelp')}
              {...field('key')}
            />
          )}
          <TextField label={t('adminApplications.fields.name')} {...field('name')} />
          <ThemeSelect label={t('adminApplications.fields.theme')} {...field('themeKey')} />
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
        </>
      }
    >
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
              type="url"
              {...settingsField('baseURL')}
            />
            <TextField label={t('adminApplications.fields.model')} {...settingsField('model')} />
            <TextField
              label={t('adminApplications.fields.apiKey')}
              type="password"
              autoComplete="off"
              description={t('adminApplications.fields.apiKeyHelp')}
              {...settingsField('apiKey')}
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
    </AdminRecordFormDialog>
  )
}
