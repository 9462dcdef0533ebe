import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '../../../features/auth/sign-in-form'

export const Route = createFileRoute('/admin/login/')({
  head: () => ({ meta: [{ title: '管理者サインイン / Administrator sign-in — opsai' }] }),
  component: () => <SignInForm area="admin" />,
})
