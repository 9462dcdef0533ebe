import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'

export const Route = createFileRoute('/freeRegist/')({
  head: () => ({ meta: [{ title: '無料登録 / Free registration — opsai' }] }),
  component: () => <RegisterForm />,
})
