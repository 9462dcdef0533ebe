import { createFileRoute, notFound } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'
import { registrationStatusQuery } from '../../features/auth/registration-status.functions'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

export const Route = createFileRoute('/freeRegist/$ai_type')({
  // An ai_type no application has is 404, not the platform's form.
  beforeLoad: ({ context }) => {
    if (!context.brandFound) throw notFound()
  },
  // Server-rendered already saying whether registration is open (/admin/system).
  loader: ({ context }) => context.queryClient.ensureQueryData(registrationStatusQuery),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.freeRegistration'),
  component: ThemedRegister,
})

function ThemedRegister() {
  const { ai_type } = Route.useParams()
  return <RegisterForm aiType={ai_type} />
}
