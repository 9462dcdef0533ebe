import { createFileRoute } from '@tanstack/react-router'
import { titled } from '#app/features/branding/brand-identity.shared'
import { twoFactorStatusQuery } from '#app/features/two-factor/two-factor.functions'
import { TwoFactorPage } from '#app/features/two-factor/two-factor-page'
import { TWO_FACTOR_TITLE } from '#app/features/two-factor/two-factor-paths.shared'

// The system administrator's enrolment (ADR 036): every other console page sends an administrator
// without two-factor authentication here.
export const Route = createFileRoute('/admin/two-factor')({
  head: ({ match }) => titled(match.context, TWO_FACTOR_TITLE[match.context.locale === 'en' ? 'en' : 'ja']),
  loader: ({ context }) => context.queryClient.ensureQueryData(twoFactorStatusQuery),
  component: TwoFactorPage,
})
