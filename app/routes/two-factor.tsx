import { createFileRoute } from '@tanstack/react-router'
import { titled } from '../features/branding/brand-identity.shared'
import { twoFactorStatusQuery } from '../features/two-factor/two-factor.functions'
import { TwoFactorPage } from '../features/two-factor/two-factor-page'
import { TWO_FACTOR_TITLE } from '../features/two-factor/two-factor-paths.shared'

// A tenant user's two-factor authentication (ADR 036): where a member of a tenant that requires it
// is sent until they enrol; anyone else sets it up here from /user.
export const Route = createFileRoute('/two-factor')({
  head: ({ match }) => titled(match.context, TWO_FACTOR_TITLE[match.context.locale === 'en' ? 'en' : 'ja']),
  loader: ({ context }) => context.queryClient.ensureQueryData(twoFactorStatusQuery),
  component: TwoFactorPage,
})
