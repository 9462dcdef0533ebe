import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import type { TenantDetail, TenantFormOptions } from '../../server/admin/tenants/admin-tenants.server'
import { Button } from '../../ui/button/button'
import { Checkbox } from '../../ui/checkbox/checkbox'
import { FormAlert } from '../../ui/form-alert/form-alert'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './admin-tenants.css'
import { type ActionResult, type DomainFormValues, useBilingual } from './admin-tenants-actions'

const TENANT_THEME = '__tenant__'
const blank: DomainFormValues = { hostname: '', themeKey: '', primary: false }

export interface TenantDomainsProps {
  tenant: TenantDetail
  themes: TenantFormOptions['themes']
  onMap: (values: DomainFormValues) => Promise<ActionResult>
  onUnmap: (hostname: string) => Promise<ActionResult>
}

/** The tenant's host names (as `opsai domains list`), with the map form and unmap buttons. */
export function TenantDomains({ tenant, themes, onMap, onUnmap }: TenantDomainsProps) {
  const { t } = useTranslation()
  const pick = useBilingual()
  const [values, setValues] = useState(blank)
  const [errors, setErrors] = useState<Record<string, BilingualText>>({})
  const [message, setMessage] = useState<BilingualText>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const result = await onMap(values)
    setBusy(false)
    if (result.ok) {
      setValues(blank)
      setErrors({})
      setMessage(undefined)
      return
    }
    setErrors(result.fieldErrors)
    setMessage(Object.keys(result.fieldErrors).length > 0 ? undefined : result.message)
  }
  const unmap = async (hostname: string) => {
    const result = await onUnmap(hostname)
    setMessage(result.ok ? undefined : result.message)
  }

  return (
    <section className={css.section} aria-labelledby="tenant-domains-heading">
      <h3 id="tenant-domains-heading" className={css.sectionHeading}>
        {t('adminTenants.detail.domains')}
      </h3>
      {tenant.domains.length === 0 ? (
        <p className={css.muted}>{t('adminTenants.detail.noDomains')}</p>
      ) : (
        <ul className={css.list}>
          {tenant.domains.map((domain) => (
            <li key={domain.hostname} className={css.listItem}>
              <span className={`${css.mono} ${css.grow}`}>{domain.hostname}</span>
              {domain.isPrimary && (
                <span className={css.statusBadge.active}>{t('adminTenants.detail.primary')}</span>
              )}
              {domain.themeKey && (
                <span className={css.muted}>
                  {t('adminTenants.detail.domainTheme', { theme: domain.themeKey })}
                </span>
              )}
              <Button
                size="small"
                variant="secondary"
                aria-label={t('adminTenants.detail.unmapLabel', { hostname: domain.hostname })}
                onClick={() => void unmap(domain.hostname)}
              >
                {t('adminTenants.detail.unmap')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert>{pick(message)}</FormAlert>
      <form noValidate className={css.mapForm} onSubmit={(event) => void submit(event)}>
        <TextField
          className={css.searchBox}
          label={t('adminTenants.detail.hostname')}
          description={t('adminTenants.detail.hostnameHelp')}
          name="hostname"
          autoComplete="off"
          required
          value={values.hostname}
          onValueChange={(hostname) => {
            setValues((current) => ({ ...current, hostname }))
            setErrors({})
          }}
          error={pick(errors.hostname)}
        />
        <Select
          label={t('adminTenants.detail.domainThemeLabel')}
          name="domainTheme"
          value={values.themeKey || TENANT_THEME}
          onValueChange={(value) =>
            setValues((current) => ({ ...current, themeKey: value === TENANT_THEME ? '' : value }))
          }
          options={[
            { value: TENANT_THEME, label: t('adminTenants.detail.domainThemeDefault') },
            ...themes.map((theme) => ({ value: theme.key, label: `${theme.name} (${theme.key})` })),
          ]}
          error={pick(errors.themeKey)}
        />
        <Checkbox
          label={t('adminTenants.detail.makePrimary')}
          checked={values.primary}
          onCheckedChange={(checked) => setValues((current) => ({ ...current, primary: checked === true }))}
        />
        <Button type="submit" loading={busy}>
          {t('adminTenants.detail.map')}
        </Button>
      </form>
    </section>
  )
}
