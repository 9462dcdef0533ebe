import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '../../../features/auth/sign-in-form'
import { brandedTitle } from '../../../features/branding/brand-identity.shared'

export const Route = createFileRoute('/admin/login/')({
  head: ({ match }) => brandedTitle(match.context, '管理者サインイン / Administrator sign-in'),
  component: () => <SignInForm area="admin" />,
})
