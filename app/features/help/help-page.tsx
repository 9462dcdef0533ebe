import { useLocale } from '../../i18n/i18n-provider'
import { TenantShell } from '../shell/tenant-shell'
import { HELP_ARTICLES } from './help-files'
import { HelpView } from './help-view'

/** /help in the reader's language. */
export function HelpPage() {
  const { locale } = useLocale()
  return (
    <TenantShell>
      {/* A new view per language: the search restarts with the articles it filters. */}
      <HelpView key={locale} articles={HELP_ARTICLES[locale]} />
    </TenantShell>
  )
}
