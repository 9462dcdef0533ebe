import { createFileRoute, notFound } from '@tanstack/react-router'
import { SignInForm } from '#app/features/auth/sign-in-form'
import { brandedTitle } from '#app/features/branding/brand-identity.shared'

export const Route = createFileRoute('/admin/login/$ai_type')({
  beforeLoad: ({ context }) => {
    if (!context.brandFound) throw notFound()
  },
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.adminSignIn'),
  component: ThemedAdminSignIn,
})

function ThemedAdminSignIn() {
  const { ai_type } = Route.useParams()
  return <SignInForm area="admin" aiType={ai_type} />
}
