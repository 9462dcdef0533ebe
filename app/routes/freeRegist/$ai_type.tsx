import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'
import { brandName } from '../../features/auth/sign-in-form'

export const Route = createFileRoute('/freeRegist/$ai_type')({
  head: ({ params }) => ({
    meta: [{ title: `無料登録 / Free registration — ${brandName(params.ai_type) ?? 'opsai'}` }],
  }),
  component: ThemedRegister,
})

function ThemedRegister() {
  const { ai_type } = Route.useParams()
  return <RegisterForm aiType={ai_type} />
}
