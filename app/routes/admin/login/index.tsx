import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '#app/features/auth/sign-in-form'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'

export const Route = createFileRoute('/admin/login/')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminSignIn'),
  component: () => <SignInForm area="admin" />,
})
