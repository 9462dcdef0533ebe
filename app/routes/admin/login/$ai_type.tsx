import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '../../../features/auth/sign-in-form'

export const Route = createFileRoute('/admin/login/$ai_type')({
  head: () => ({ meta: [{ title: '管理者サインイン / Administrator sign-in — opsai' }] }),
  component: ThemedAdminSignIn,
})

function ThemedAdminSignIn() {
  const { ai_type } = Route.useParams()
  return <SignInForm area="admin" aiType={ai_type} />
}
