/**
 * A tenant's SAML single sign-on set-up (ADR 037): the owner's card on /team and a section of the
 * console's tenant dialog, over the same JSON API shape. It shows what to register at the IdP (the
 * SP's entity id and ACS URLs) and takes the IdP's metadata (URL or XML), the e-mail domains, the
 * role of just-in-time accounts and the on/off switch. The server checks everything and words
 * its refusals; nothing is stored when it refuses.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inLanguage } from '../../i18n/bilingual-text.shared'
import { fill, useLocalTexts } from '../../i18n/local-texts'
import { Badge } from '../../ui/badge/badge'
import { Button } from '../../ui/button/button'
import { Card } from '../../ui/card/card'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog'
import { Select } from '../../ui/select/select'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { TextField } from '../../ui/text-field/text-field'
import { Textarea } from '../../ui/textarea/textarea'
import { FormMessage, useAdminForm } from '../admin-users/admin-form'
import { type ApiResult, callApi } from '../team/team-api-client'
import { samlSettingsTexts } from './saml-settings.messages'
import type { SamlSettingsView } from './saml-settings.shared'
import * as css from './tenant-saml.css'

export type SamlView = SamlSettingsView

export interface TenantSamlApi {
  key: readonly unknown[]
  load(): Promise<ApiResult<SamlView>>
  save(input: Record<string, unknown>): Promise<ApiResult<SamlView>>
  remove(): Promise<ApiResult<{ removed: boolean }>>
}

export const ownSamlApi: TenantSamlApi = {
  key: ['tenant-saml'],
  load: () => callApi('GET', '/api/tenant/saml'),
  save: (input) => callApi('PUT', '/api/tenant/saml', input),
  remove: () => callApi('DELETE', '/api/tenant/saml'),
}

export function adminSamlApi(tenantId: string): TenantSamlApi {
  const path = `/api/admin/tenants/${encodeURIComponent(tenantId)}/saml`
  return {
    key: ['admin-tenant-saml', tenantId],
    load: () => callApi('GET', path),
    save: (input) => callApi('PUT', path, input),
    remove: () => callApi('DELETE', path),
  }
}

export function TenantSamlSection({ api, headingLevel = 2 }: { api: TenantSamlApi; headingLevel?: 2 | 3 }) {
  const texts = useLocalTexts(samlSettingsTexts)
  const query = useQuery({ queryKey: api.key, queryFn: () => api.load(), staleTime: 0 })
  const view = query.data?.ok ? query.data.data : undefined
  return (
    <Card title={texts.heading} headingLevel={headingLevel} description={texts.description}>
      <div data-testid="tenant-saml" className={css.column}>
        {view && <SamlForm key={JSON.stringify(view)} api={api} view={view} />}
      </div>
    </Card>
  )
}

function SpValues({ view }: { view: SamlView }) {
  const texts = useLocalTexts(samlSettingsTexts)
  return (
    <section className={css.values} aria-label={texts.spHeading}>
      <h3 className={css.subheading}>{texts.spHeading}</h3>
      <dl className={css.list}>
        <dt>{texts.entityId}</dt>
        <dd className={css.mono} data-testid="saml-entity-id">
          {view.sp.entityId}
        </dd>
        <dt>{texts.acsUrl}</dt>
        {view.sp.acsUrls.map((url) => (
          <dd key={url} className={css.mono} data-testid="saml-acs-url">
            {url}
          </dd>
        ))}
      </dl>
    </section>
  )
}

/** The IdP's entity id (as code) and how many signing certificates its metadata gave. */
function IdpSummary({ view, entityId }: { view: SamlView; entityId: string }) {
  const texts = useLocalTexts(samlSettingsTexts)
  const [before, after] = texts.idpEntity.split('{{entityId}}')
  return (
    <>
      <span>
        {before}
        <code className={css.mono}>{entityId}</code>
        {after}
      </span>
      <span>{fill(texts.certificates, { count: view.idpCertificateCount })}</span>
    </>
  )
}

function SamlForm({ api, view }: { api: TenantSamlApi; view: SamlView }) {
  const { i18n } = useTranslation()
  const texts = useLocalTexts(samlSettingsTexts)
  const snackbar = useSnackbar()
  const queryClient = useQueryClient()
  const form = useAdminForm()
  const [metadataUrl, setMetadataUrl] = useState(view.metadataUrl ?? '')
  const [metadataXml, setMetadataXml] = useState('')
  const [domains, setDomains] = useState(view.emailDomains.join(', '))
  const [role, setRole] = useState<string>(view.defaultRole)
  const [enabled, setEnabled] = useState(view.configured ? view.enabled : true)
  const [removing, setRemoving] = useState(false)
  const status = !view.configured ? 'off' : view.enabled ? 'enabled' : 'disabled'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input = {
      ...(metadataUrl.trim() ? { metadataUrl: metadataUrl.trim() } : {}),
      ...(metadataXml.trim() ? { metadataXml: metadataXml.trim() } : {}),
      emailDomains: domains,
      defaultRole: role,
      enabled,
    }
    await form.submit(
      () => api.save(input),
      (data) => {
        queryClient.setQueryData(api.key, { ok: true, data })
        snackbar.show({ message: texts.saved, tone: 'success' })
      },
    )
  }
  const remove = async () => {
    const result = await api.remove()
    if (!result.ok) return inLanguage(result.message, i18n.language)
    await queryClient.invalidateQueries({ queryKey: api.key })
    snackbar.show({ message: texts.removed, tone: 'success' })
    return undefined
  }

  return (
    <>
      <p className={css.status}>
        <Badge
          tone={status === 'enabled' ? 'success' : 'neutral'}
          data-testid="saml-status"
          data-status={status}
        >
          {texts.status[status]}
        </Badge>
        {view.idpEntityId && <IdpSummary view={view} entityId={view.idpEntityId} />}
      </p>
      <SpValues view={view} />
      <form noValidate className={css.column} onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.metadataUrl}
          description={texts.metadataUrlHelp}
          name="metadataUrl"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="off"
          value={metadataUrl}
          onValueChange={setMetadataUrl}
        />
        <Textarea
          label={texts.metadataXml}
          description={texts.metadataXmlHelp}
          name="metadataXml"
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          value={metadataXml}
          onValueChange={setMetadataXml}
        />
        <TextField
          label={texts.domains}
          description={texts.domainsHelp}
          name="emailDomains"
          spellCheck={false}
          autoCapitalize="off"
          value={domains}
          onValueChange={setDomains}
        />
        <Select
          label={texts.defaultRole}
          description={texts.defaultRoleHelp}
          options={(['member', 'admin'] as const).map((value) => ({
            value,
            label: texts.roles[value],
          }))}
          value={role}
          onValueChange={setRole}
        />
        <Checkbox
          label={texts.enabled}
          checked={enabled}
          onCheckedChange={(checked) => setEnabled(checked === true)}
        />
        <FormMessage text={form.message} />
        <div className={css.actions}>
          <Button type="submit" size="small" loading={form.busy}>
            {texts.save}
          </Button>
          {view.configured && (
            <Button type="button" size="small" variant="danger" onClick={() => setRemoving(true)}>
              {texts.remove}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={texts.removeTitle}
        description={texts.removeDescription}
        confirmLabel={texts.remove}
        confirmVariant="danger"
        onConfirm={remove}
      />
    </>
  )
}
