import { createFileRoute, notFound } from '@tanstack/react-router'
import { SignInForm } from '../../features/auth/sign-in-form'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The application's own sign-in page: theme and identity follow {ai_type}; an unknown one is 404.
export const Route = createFileRoute('/login/$ai_type')({
  beforeLoad: ({ context }) => {
    if (!context.brandFound) throw notFound()
  },
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.signIn'),
  component: ThemedSignIn,
})

function ThemedSignIn() {
  const { ai_type } = Route.useParams()
  return <SignInForm area="tenant" aiType={ai_type} />
}
