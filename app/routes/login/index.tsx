import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '../../features/auth/sign-in-form'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

export const Route = createFileRoute('/login/')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.signIn'),
  component: () => <SignInForm area="tenant" />,
})
