import { createFileRoute } from '@tanstack/react-router'
import { SsoSignIn } from '../../features/auth/sso/sso-sign-in'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

interface SsoSearch {
  redirect?: string
  error?: string
  saml?: string
}

// Lenient on purpose: a malformed parameter is ignored, never an error page.
function validateSsoSearch(search: Record<string, unknown>): SsoSearch {
  return {
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    error: typeof search.error === 'string' ? search.error : undefined,
    saml: typeof search.saml === 'string' ? search.saml : undefined,
  }
}

// Single sign-on: SAML by e-mail domain (ADR 037), and the OpenID Connect provider when configured (docs/sso.md).
export const Route = createFileRoute('/login/ezpass')({
  validateSearch: validateSsoSearch,
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.singleSignOn'),
  component: SsoPage,
})

function SsoPage() {
  const { redirect, error, saml } = Route.useSearch()
  const config = Route.useRouteContext({ select: (context) => context.config })
  return (
    <SsoSignIn enabled={config.ssoEnabled} auth={config.auth} redirect={redirect} error={error} saml={saml} />
  )
}
