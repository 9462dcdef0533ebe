import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n-provider'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { type ApiResult, callApi, FormMessage, useAdminForm } from '../admin-users/admin-form'
import * as css from './brand-editor.css'
import { type BrandIdentity, brandName } from './brand-identity.shared'
import { PictureField } from './picture-field'

export interface TenantBrandAnswer {
  brandName: string | null
  hasOwnLogo: boolean
  identity: BrandIdentity | null
  applicationNames: { ja: string; en: string } | null
}

/** Where a tenant's brand is read and changed: the owner's /team, or the console for any tenant. */
export interface TenantBrandApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<TenantBrandAnswer>>
  save(body: { brandName: string | null }): Promise<ApiResult<TenantBrandAnswer>>
  upload(file: File): Promise<ApiResult<TenantBrandAnswer>>
  remove(): Promise<ApiResult<TenantBrandAnswer>>
}

export const ownTenantBrandApi: TenantBrandApi = {
  key: ['team-brand'],
  load: () => callApi('GET', '/api/team/brand'),
  save: (body) => callApi('PATCH', '/api/team/brand', body),
  upload: (file) => callApi('PUT', '/api/team/brand/logo', file),
  remove: () => callApi('DELETE', '/api/team/brand/logo'),
}

export function adminTenantBrandApi(tenantId: string): TenantBrandApi {
  const path = `/api/admin/tenants/${encodeURIComponent(tenantId)}/brand`
  return {
    key: ['admin-tenant-brand', tenantId],
    load: () => callApi('GET', path),
    save: (body) => callApi('PATCH', path, body),
    upload: (file) => callApi('PUT', `${path}/logo`, file),
    remove: () => callApi('DELETE', `${path}/logo`),
  }
}

/**
 * A tenant's own product name and logo inside its application's theme. Owners (and the system
 * administrator) change them; other members see what is set. A change shows on the tenant's
 * pages at the next page load.
 */
export function TenantBrandSection({ api, canEdit }: { api: TenantBrandApi; canEdit: boolean }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const answer = query.data?.ok ? query.data.data : undefined
  const application = answer?.applicationNames ? brandName({ names: answer.applicationNames }, locale) : ''
  return (
    <Card title={t('branding.tenant.heading')} headingLevel={2}>
      <div className={css.column} data-testid="tenant-brand">
        <p className={css.lead}>{t('branding.tenant.lead', { application })}</p>
        {answer && (
          <TenantBrandForm
            key={answer.brandName ?? ''}
            api={api}
            answer={answer}
            application={application}
            canEdit={canEdit}
          />
        )}
        {!canEdit && <p className={css.help}>{t('branding.tenant.ownerOnly')}</p>}
      </div>
    </Card>
  )
}

function TenantBrandForm({
  api,
  answer,
  application,
  canEdit,
}: {
  api: TenantBrandApi
  answer: TenantBrandAnswer
  application: string
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const picture = useAdminForm()
  const [name, setName] = useState(answer.brandName ?? '')
  const [uploading, setUploading] = useState(false)
  const done = (next: TenantBrandAnswer, message: string) => {
    queryClient.setQueryData(api.key, { ok: true, data: next })
    snackbar.show({ message, tone: 'success' })
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await form.submit(
      () => api.save({ brandName: name.trim() === '' ? null : name.trim() }),
      (next) => done(next, t('branding.editor.saved')),
    )
  }
  const changeLogo = async (file: File | null) => {
    setUploading(true)
    try {
      await picture.submit(
        () => (file ? api.upload(file) : api.remove()),
        (next) =>
          done(
            next,
            t(file ? 'branding.editor.uploaded' : 'branding.editor.removed', {
              picture: t('branding.editor.logo'),
            }),
          ),
      )
    } finally {
      setUploading(false)
    }
  }
  return (
    <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('branding.tenant.brandName')}
        name="brandName"
        description={t('branding.tenant.brandNameHelp', { application })}
        value={name}
        onValueChange={setName}
        error={form.error('brandName')}
        readOnly={!canEdit}
      />
      <FormMessage text={form.message} />
      {canEdit && (
        <div>
          <Button type="submit" size="small" loading={form.busy}>
            {t('branding.editor.save')}
          </Button>
        </div>
      )}
      {canEdit ? (
        <PictureField
          testId="tenant-logo-field"
          label={t('branding.editor.logo')}
          help={t('branding.editor.logoHelp')}
          previewUrl={answer.identity?.logo?.url ?? null}
          state={t('branding.editor.wordmark')}
          error={picture.error('logo')}
          busy={uploading}
          onUpload={(file) => void changeLogo(file)}
          onRemove={answer.hasOwnLogo ? () => void changeLogo(null) : undefined}
        />
      ) : (
        answer.identity?.logo && (
          <img src={answer.identity.logo.url} alt="" className={css.thumbImage} height={40} />
        )
      )}
      <FormMessage text={picture.message} />
    </form>
  )
}
