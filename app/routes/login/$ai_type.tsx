import { createFileRoute } from '@tanstack/react-router'
import { brandName, SignInForm } from '../../features/auth/sign-in-form'

// The application's own sign-in page: the theme follows {ai_type} (app/features/theme).
export const Route = createFileRoute('/login/$ai_type')({
  head: ({ params }) => ({
    meta: [{ title: `サインイン / Sign in — ${brandName(params.ai_type) ?? 'opsai'}` }],
  }),
  component: ThemedSignIn,
})

function ThemedSignIn() {
  const { ai_type } = Route.useParams()
  return <SignInForm area="tenant" aiType={ai_type} />
}
