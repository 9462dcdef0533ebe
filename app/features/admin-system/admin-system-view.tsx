import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card/card'
import { useAppForm } from '../../ui/form/form'
import { CheckboxField, SelectField } from '../../ui/form/form-choice-fields'
import { TextInputFields } from '../../ui/form/text-input-fields'
import { FormAlert } from '../../ui/form-alert/form-alert'
import * as css from './admin-system.css'
import type { AdminSystemData } from './admin-system.functions'

/** Select values may not be '' (Radix); these stand for "nothing chosen" in the form. */
const NO_APPLICATION = '__first__'
const ENVIRONMENT = '__environment__'

export interface SystemSettingsFormValues {
  registrationOpen: boolean
  defaultApplication: string
  maintenanceJa: string
  maintenanceEn: string
  provider: string
  model: string
  baseURL: string
  apiKey: string
  clearApiKey: boolean
}

/** What the API takes: the placeholders back to '' (see systemSettingsFormSchema). */
export function toRequestBody(values: SystemSettingsFormValues) {
  return {
    ...values,
    defaultApplication: values.defaultApplication === NO_APPLICATION ? '' : values.defaultApplication,
    provider: values.provider === ENVIRONMENT ? '' : values.provider,
  }
}

export function formValuesOf(data: AdminSystemData): SystemSettingsFormValues {
  const { settings } = data
  return {
    registrationOpen: settings.registrationOpen,
    defaultApplication: settings.defaultApplication ?? NO_APPLICATION,
    maintenanceJa: settings.maintenanceNotice?.ja ?? '',
    maintenanceEn: settings.maintenanceNotice?.en ?? '',
    provider: settings.defaultProvider?.provider ?? ENVIRONMENT,
    model: settings.defaultProvider?.model ?? '',
    baseURL: settings.defaultProvider?.baseURL ?? '',
    apiKey: '',
    clearApiKey: false,
  }
}

/** Nothing on success; else field errors (i18n keys) and/or a message. */
export type SaveResult = { fieldErrors?: Record<string, string>; message?: string } | undefined

export interface AdminSystemViewProps {
  data: AdminSystemData
  onSave: (body: ReturnType<typeof toRequestBody>) => Promise<SaveResult>
  /** Beside the title: the link to the preview (a router link, which stories do without). */
  titleAction?: ReactNode
}

/**
 * The system settings form: registration, default application, maintenance notice and the
 * default model provider. The server validates (zod) and answers field errors; the API key is
 * write-only: the page knows only whether one is stored.
 */
export function AdminSystemView({ data, onSave, titleAction }: AdminSystemViewProps) {
  const { t } = useTranslation()
  const [message, setMessage] = useState<string>()
  const form = useAppForm({
    defaultValues: formValuesOf(data),
    onSubmit: async ({ value, formApi }) => {
      setMessage(undefined)
      const result = await onSave(toRequestBody(value))
      if (!result) {
        // The key was sent once; the field empties so it is not sent again by the next save.
        formApi.setFieldValue('apiKey', '')
        formApi.setFieldValue('clearApiKey', false)
        return
      }
      setMessage(result.message)
      for (const [name, key] of Object.entries(result.fieldErrors ?? {})) {
        if (!(name in value)) continue
        formApi.setFieldMeta(name as keyof SystemSettingsFormValues, (meta) => ({
          ...meta,
          isTouched: true,
          isBlurred: true,
          errorMap: { ...meta.errorMap, onSubmit: key },
        }))
      }
    },
  })
  const hasApiKey = data.settings.defaultProvider?.hasApiKey === true
  const applicationOptions = [
    { value: NO_APPLICATION, label: t('adminSystem.registration.firstApplication') },
    ...data.applications.map((application) => ({
      value: application.key,
      label: `${application.name} (${application.key})`,
    })),
  ]
  const providerOptions = [
    { value: ENVIRONMENT, label: t('adminSystem.provider.environment') },
    { value: 'offline', label: t('adminSystem.provider.offline') },
    { value: 'openai-compatible', label: t('adminSystem.provider.openaiCompatible') },
    { value: 'anthropic', label: t('adminSystem.provider.anthropic') },
  ]
  return (
    <div className={css.page}>
      <div className={css.titleRow}>
        <h1 className={css.heading}>{t('adminSystem.title')}</h1>
        {titleAction}
      </div>
      <p className={css.lead}>{t('adminSystem.lead')}</p>
      <form.AppForm>
        <form.Form className={css.form}>
          <FormAlert>{message}</FormAlert>
          <Card title={t('adminSystem.registration.heading')}>
            <div className={css.fields}>
              <form.AppField name="registrationOpen">
                {() => (
                  <CheckboxField
                    label={t('adminSystem.registration.open')}
                    description={t('adminSystem.registration.description')}
                  />
                )}
              </form.AppField>
              <form.AppField name="defaultApplication">
                {() => (
                  <SelectField
                    label={t('adminSystem.registration.defaultApplication')}
                    description={t('adminSystem.registration.defaultApplicationDescription')}
                    options={applicationOptions}
                  />
                )}
              </form.AppField>
            </div>
          </Card>
          <Card
            title={t('adminSystem.maintenance.heading')}
            description={t('adminSystem.maintenance.description')}
            actions={
              data.settings.maintenanceNotice ? (
                <span className={css.badge}>{t('adminSystem.maintenance.showing')}</span>
              ) : undefined
            }
          >
            <div className={css.fields}>
              <form.AppField name="maintenanceJa">
                {(field) => <field.TextareaField label={t('adminSystem.maintenance.ja')} rows={3} />}
              </form.AppField>
              <form.AppField name="maintenanceEn">
                {(field) => <field.TextareaField label={t('adminSystem.maintenance.en')} rows={3} />}
              </form.AppField>
            </div>
          </Card>
          <Card title={t('adminSystem.provider.heading')} description={t('adminSystem.provider.description')}>
            <div className={css.fields}>
              <form.AppField name="provider">
                {() => <SelectField label={t('adminSystem.provider.provider')} options={providerOptions} />}
              </form.AppField>
              <TextInputFields
                AppField={form.AppField}
                fields={[
                  { name: 'model', label: t('adminSystem.provider.model'), autoComplete: 'off' },
                  {
                    name: 'baseURL',
                    label: t('adminSystem.provider.baseURL'),
                    type: 'url',
                    placeholder: 'https://api.example.com/v1',
                    autoComplete: 'off',
                  },
                  {
                    name: 'apiKey',
                    label: t('adminSystem.provider.apiKey'),
                    type: 'password',
                    autoComplete: 'new-password',
                    description: hasApiKey
                      ? t('adminSystem.provider.apiKeySet')
                      : t('adminSystem.provider.apiKeyUnset'),
                  },
                ]}
              />
              {hasApiKey && (
                <form.AppField name="clearApiKey">
                  {() => <CheckboxField label={t('adminSystem.provider.clearApiKey')} />}
                </form.AppField>
              )}
            </div>
          </Card>
          <div>
            <form.SubmitButton>{t('adminSystem.save')}</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
