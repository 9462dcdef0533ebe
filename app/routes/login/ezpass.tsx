import { createFileRoute } from '@tanstack/react-router'
import { SsoSignIn } from '../../features/auth/sso/sso-sign-in'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

interface SsoSearch {
  redirect?: string
  error?: string
}

// Lenient on purpose: a malformed parameter is ignored, never an error page.
function validateSsoSearch(search: Record<string, unknown>): SsoSearch {
  return {
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
  }
}

// Single sign-on through the configured OpenID Connect provider (docs/sso.md).
export const Route = createFileRoute('/login/ezpass')({
  validateSearch: validateSsoSearch,
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.singleSignOn'),
  component: SsoPage,
})

function SsoPage() {
  const { redirect, error } = Route.useSearch()
  const config = Route.useRouteContext({ select: (context) => context.config })
  return <SsoSignIn enabled={config.ssoEnabled} auth={config.auth} redirect={redirect} error={error} />
}
