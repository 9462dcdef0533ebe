import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationBrand } from '../../server/branding/brand-edit.server'
import { Button } from '../../ui/button/button'
import { Dialog } from '../../ui/dialog/dialog'
import * as dialogCss from '../../ui/dialog/dialog.css'
import { DialogFooter } from '../../ui/dialog/dialog-footer'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import { bindNamedField, useFormValues } from '../admin-shell/admin-form-fields'
import { type ApiResult, callApi, useAdminForm } from '../admin-users/admin-form'
import * as adminCss from '../admin-users/admin-users.css'
import * as css from '../branding/brand-editor.css'
import type { BrandIdentity } from '../branding/brand-identity.shared'
import { BrandPreview } from '../branding/brand-preview'
import { PictureField } from '../branding/picture-field'
import { DEFAULT_THEME_KEY, useThemeCatalogue } from '../theme/theme-catalogue'

export interface ApplicationBrandAnswer {
  brand: ApplicationBrand
  identity: BrandIdentity | null
  themeKey: string
}

const brandPath = (key: string) => `/api/admin/applications/${encodeURIComponent(key)}/brand`

/** The calls the dialog makes; stories and tests pass their own. */
export interface ApplicationBrandApi {
  load(key: string): Promise<ApiResult<ApplicationBrandAnswer>>
  save(key: string, body: Record<string, unknown>): Promise<ApiResult<ApplicationBrandAnswer>>
  upload(key: string, picture: 'logo' | 'favicon', file: File): Promise<ApiResult<ApplicationBrandAnswer>>
  remove(key: string, picture: 'logo' | 'favicon'): Promise<ApiResult<ApplicationBrandAnswer>>
}

export const applicationBrandApi: ApplicationBrandApi = {
  load: (key) => callApi('GET', brandPath(key)),
  save: (key, body) => callApi('PATCH', brandPath(key), body),
  upload: (key, picture, file) => callApi('PUT', `${brandPath(key)}/${picture}`, file),
  remove: (key, picture) => callApi('DELETE', `${brandPath(key)}/${picture}`),
}

const TEXT_FIELDS = [
  'nameJa',
  'nameEn',
  'shortName',
  'supportEmail',
  'senderName',
  'footerJa',
  'footerEn',
  'termsUrl',
  'privacyUrl',
] as const
type TextFieldName = (typeof TEXT_FIELDS)[number]
type Values = Record<TextFieldName, string>

function valuesOf(brand: ApplicationBrand): Values {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, brand[field] ?? ''])) as Values
}

/** Only what changed; an emptied optional field clears it (null), the Japanese name stays required. */
export function brandPatch(values: Values, stored: ApplicationBrand): Record<string, string | null> {
  const patch: Record<string, string | null> = {}
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim()
    if (value === (stored[field] ?? '')) continue
    patch[field] = value === '' && field !== 'nameJa' ? null : value
  }
  return patch
}

/**
 * /admin/applications' identity editor: names, contact, footer and links, logo and favicon
 * uploads, and the brand's header and sign-in card in its theme beside them, as they look now.
 */
export function ApplicationBrandDialog({
  applicationKey,
  applicationName,
  api = applicationBrandApi,
  onClose,
  onChanged,
}: {
  applicationKey: string
  applicationName: string
  api?: ApplicationBrandApi
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const queryKey = ['admin-application-brand', applicationKey]
  const query = useQuery({ queryKey, queryFn: () => api.load(applicationKey), staleTime: 0 })
  const answer = query.data?.ok ? query.data.data : undefined
  return (
    <Dialog
      title={t('branding.editor.title', { name: applicationName })}
      open
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {query.data && !query.data.ok && <FormAlert>{t('branding.editor.loadFailed')}</FormAlert>}
      {answer && (
        <BrandForm
          key={answer.brand.key}
          answer={answer}
          api={api}
          onAnswer={(next) => {
            queryClient.setQueryData(queryKey, { ok: true, data: next })
            onChanged()
          }}
        />
      )}
    </Dialog>
  )
}

function BrandForm({
  answer,
  api,
  onAnswer,
}: {
  answer: ApplicationBrandAnswer
  api: ApplicationBrandApi
  onAnswer: (answer: ApplicationBrandAnswer) => void
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const form = useAdminForm()
  const pictures = useAdminForm()
  const [busyPicture, setBusyPicture] = useState<'logo' | 'favicon'>()
  const { values, setValues, set } = useFormValues<Values>(() => valuesOf(answer.brand))
  const bind = bindNamedField(values, set, form.error)
  const { brand, identity } = answer
  const key = brand.key

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const patch = brandPatch(values, brand)
    await form.submit(
      () => api.save(key, patch),
      (next) => {
        snackbar.show({ message: t('branding.editor.saved'), tone: 'success' })
        setValues(valuesOf(next.brand))
        onAnswer(next)
      },
    )
  }
  const pictureLabel = (picture: 'logo' | 'favicon') =>
    picture === 'logo' ? t('branding.editor.logo') : t('branding.editor.favicon')
  const changePicture = async (picture: 'logo' | 'favicon', file: File | null) => {
    setBusyPicture(picture)
    try {
      await pictures.submit(
        () => (file ? api.upload(key, picture, file) : api.remove(key, picture)),
        (next) => {
          snackbar.show({
            message: t(file ? 'branding.editor.uploaded' : 'branding.editor.removed', {
              picture: pictureLabel(picture),
            }),
            tone: 'success',
          })
          onAnswer(next)
        },
      )
    } finally {
      setBusyPicture(undefined)
    }
  }
  const field = (name: TextFieldName, extra: { description?: string; type?: string } = {}) => (
    <TextField label={t(`branding.editor.${name}`)} {...bind(name)} {...extra} />
  )
  const catalogue = useThemeCatalogue()
  const theme =
    catalogue.find((candidate) => candidate.key === answer.themeKey) ??
    catalogue.find((candidate) => candidate.key === DEFAULT_THEME_KEY)
  return (
    <div className={css.layout}>
      <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
        <FormAlert>{form.message}</FormAlert>
        <p className={css.lead}>{t('branding.editor.lead', { theme: answer.themeKey })}</p>
        <h3 className={css.sectionTitle}>{t('branding.editor.names')}</h3>
        <div className={adminCss.formGrid}>
          {field('nameJa')}
          {field('nameEn', { description: t('branding.editor.nameEnHelp') })}
          {field('shortName', { description: t('branding.editor.shortNameHelp') })}
        </div>
        <h3 className={css.sectionTitle}>{t('branding.editor.contact')}</h3>
        <div className={adminCss.formGrid}>
          {field('supportEmail', { type: 'email' })}
          {field('senderName', { description: t('branding.editor.senderNameHelp') })}
        </div>
        <h3 className={css.sectionTitle}>{t('branding.editor.footer')}</h3>
        <Textarea label={t('branding.editor.footerJa')} rows={2} {...bind('footerJa')} />
        <Textarea label={t('branding.editor.footerEn')} rows={2} {...bind('footerEn')} />
        <div className={adminCss.formGrid}>
          {field('termsUrl', { type: 'url' })}
          {field('privacyUrl', { type: 'url' })}
        </div>
        <div className={dialogCss.footer}>
          <DialogFooter cancelLabel={t('common.close')}>
            <Button type="submit" loading={form.busy}>
              {t('branding.editor.save')}
            </Button>
          </DialogFooter>
        </div>
      </form>
      <div className={css.previewColumn}>
        <h3 className={css.sectionTitle}>{t('branding.editor.pictures')}</h3>
        <PictureField
          testId="brand-logo-field"
          label={t('branding.editor.logo')}
          help={t('branding.editor.logoHelp')}
          previewUrl={identity?.logo?.url ?? null}
          state={t('branding.editor.wordmark')}
          error={pictures.error('logo')}
          busy={busyPicture === 'logo'}
          onUpload={(file) => void changePicture('logo', file)}
          onRemove={brand.logo ? () => void changePicture('logo', null) : undefined}
        />
        <PictureField
          testId="brand-favicon-field"
          label={t('branding.editor.favicon')}
          help={t('branding.editor.faviconHelp')}
          previewUrl={identity?.icons.png192 ?? null}
          state={t('branding.editor.derived')}
          error={pictures.error('favicon')}
          busy={busyPicture === 'favicon'}
          onUpload={(file) => void changePicture('favicon', file)}
          onRemove={brand.favicon ? () => void changePicture('favicon', null) : undefined}
        />
        <FormAlert>{pictures.message}</FormAlert>
        <h3 className={css.sectionTitle}>{t('branding.editor.preview')}</h3>
        {identity && <BrandPreview identity={identity} theme={theme} />}
      </div>
    </div>
  )
}
