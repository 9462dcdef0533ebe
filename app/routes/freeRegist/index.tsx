import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'
import { registrationStatusQuery } from '../../features/auth/registration-status.functions'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

export const Route = createFileRoute('/freeRegist/')({
  // Server-rendered already saying whether registration is open (/admin/system).
  loader: ({ context }) => context.queryClient.ensureQueryData(registrationStatusQuery),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.freeRegistration'),
  component: () => <RegisterForm />,
})
