import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '../../i18n/i18n-provider'
import { TenantShell } from '../shell/tenant-shell'
import { helpPageQuery } from './help-payload.functions'
import { HelpView } from './help-view'

/** /help in the reader's language, from its prerendered payload (the route's loader fetched it). */
export function HelpPage() {
  const { locale } = useLocale()
  const { data } = useSuspenseQuery(helpPageQuery('/help', locale))
  return (
    <TenantShell>
      {/* A new view per language: the search restarts with the articles it filters. */}
      <HelpView key={locale} articles={data.articles} />
    </TenantShell>
  )
}
