import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PreviewTenant } from '../../server/admin/system/preview.server'
import type { HomeData } from '../../server/home/home.server'
import { Button } from '../../ui/button/button'
import { Select } from '../../ui/select/select'
import { TextField } from '../../ui/text-field/text-field'
import type { BrandIdentity } from '../branding/brand-identity.shared'
import { DEFAULT_THEME_KEY, useThemeCatalogue } from '../theme/theme-catalogue'
import * as css from './admin-preview.css'
import { MAX_PREVIEW_COLUMNS, PREVIEW_PAGES, type PreviewSearch } from './admin-preview-search'
import { PreviewPanel } from './preview-panel'

export interface AdminPreviewViewProps {
  search: PreviewSearch
  onSearchChange: (next: PreviewSearch) => void
  /** The chosen tenant (null: sample data), and the data its pages show. */
  tenant: PreviewTenant | null
  home: HomeData
  tenantQuery: string
  onTenantQueryChange: (query: string) => void
  /** Tenants matching the query (searched on the server); undefined while loading. */
  tenantResults: PreviewTenant[] | undefined
  renderLogin: (themeKey: string) => ReactNode
  /** The brand a column in `themeKey` speaks as. */
  identityFor: (themeKey: string) => BrandIdentity
}

/**
 * Pages side by side in chosen themes: pick a page, a tenant (its chats and balance, in its own
 * theme first) or sample data, and up to four themes.
 */
export function AdminPreviewView(props: AdminPreviewViewProps) {
  const { t } = useTranslation()
  const { search, onSearchChange, tenant } = props
  // The server's list (the administrator's only, ADR 023): a column shows a theme it lists.
  const themes = useThemeCatalogue()
  const isThemeKey = (key: unknown): key is string => themes.some((theme) => theme.key === key)
  const themeOptions = themes.map((theme) => ({ value: theme.key, label: `${theme.name} (${theme.key})` }))
  const setTheme = (index: number, key: string) =>
    onSearchChange({ ...search, themes: search.themes.map((current, at) => (at === index ? key : current)) })
  const chooseTenant = (chosen: PreviewTenant | null) => {
    const own = chosen && isThemeKey(chosen.themeKey) ? chosen.themeKey : undefined
    // The tenant's own theme goes first, so its pages are compared with the others as they are.
    const themesShown = own
      ? [own, ...search.themes.filter((key) => key !== own)].slice(0, MAX_PREVIEW_COLUMNS)
      : search.themes
    onSearchChange({ page: search.page, themes: themesShown, ...(chosen && { tenant: chosen.id }) })
  }
  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t('adminPreview.title')}</h1>
      <p className={css.lead}>{t('adminPreview.lead')}</p>
      <div className={css.controls}>
        <Select
          label={t('adminPreview.page')}
          options={PREVIEW_PAGES.map((page) => ({ value: page, label: t(`adminPreview.pages.${page}`) }))}
          value={search.page}
          onValueChange={(value) => {
            const page = PREVIEW_PAGES.find((known) => known === value)
            if (page) onSearchChange({ ...search, page })
          }}
        />
        <div className={css.tenantPicker}>
          <TextField
            label={t('adminPreview.tenantSearch')}
            type="search"
            placeholder={t('adminPreview.tenantPlaceholder')}
            value={props.tenantQuery}
            onValueChange={props.onTenantQueryChange}
            data-testid="preview-tenant-search"
          />
          <p className={css.muted} role="status">
            {tenant
              ? t('adminPreview.showingTenant', { name: tenant.name, slug: tenant.slug })
              : t('adminPreview.showingSample')}
          </p>
          <ul className={css.tenantList} aria-label={t('adminPreview.tenantResults')}>
            {tenant && (
              <li>
                <Button variant="ghost" size="small" onClick={() => chooseTenant(null)}>
                  {t('adminPreview.useSample')}
                </Button>
              </li>
            )}
            {props.tenantResults?.map((result) => (
              <li key={result.id}>
                <Button
                  variant={result.id === tenant?.id ? 'primary' : 'secondary'}
                  size="small"
                  aria-pressed={result.id === tenant?.id}
                  onClick={() => chooseTenant(result)}
                >
                  {result.name} ({result.slug})
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={css.columnControls}>
        {search.themes.map((key, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position; two may show the same theme
          <div key={`${index}-${key}`} className={css.columnControl}>
            <Select
              label={t('adminPreview.themeOf', { column: index + 1 })}
              options={themeOptions}
              value={key}
              onValueChange={(value) => {
                if (isThemeKey(value)) setTheme(index, value)
              }}
            />
            {search.themes.length > 1 && (
              <Button
                variant="ghost"
                size="small"
                onClick={() =>
                  onSearchChange({ ...search, themes: search.themes.filter((_, at) => at !== index) })
                }
              >
                {t('adminPreview.removeColumn', { column: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        {search.themes.length < MAX_PREVIEW_COLUMNS && (
          <Button
            variant="secondary"
            onClick={() => onSearchChange({ ...search, themes: [...search.themes, DEFAULT_THEME_KEY] })}
          >
            {t('adminPreview.addColumn')}
          </Button>
        )}
      </div>
      <div
        className={css.panels}
        style={{ gridTemplateColumns: `repeat(${search.themes.length}, minmax(0, 1fr))` }}
      >
        {search.themes.map((key, index) => (
          <PreviewPanel
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position; two may show the same theme
            key={`${index}-${key}`}
            themeKey={key}
            theme={themes.find((theme) => theme.key === key)}
            identity={props.identityFor(key)}
            page={search.page}
            home={props.home}
            userName={tenant ? tenant.name : t('adminPreview.sampleUser')}
            renderLogin={props.renderLogin}
          />
        ))}
      </div>
    </div>
  )
}
