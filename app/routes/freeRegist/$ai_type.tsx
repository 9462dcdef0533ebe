import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'
import { registrationStatusQuery } from '../../features/auth/registration-status.functions'
import { brandName } from '../../features/auth/sign-in-form'

export const Route = createFileRoute('/freeRegist/$ai_type')({
  // Server-rendered already saying whether registration is open (/admin/system).
  loader: ({ context }) => context.queryClient.ensureQueryData(registrationStatusQuery),
  head: ({ params }) => ({
    meta: [{ title: `無料登録 / Free registration — ${brandName(params.ai_type) ?? 'opsai'}` }],
  }),
  component: ThemedRegister,
})

function ThemedRegister() {
  const { ai_type } = Route.useParams()
  return <RegisterForm aiType={ai_type} />
}
