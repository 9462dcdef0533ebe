import { createFileRoute } from '@tanstack/react-router'
import { RegisterForm } from '../../features/auth/register-form'
import { registrationStatusQuery } from '../../features/auth/registration-status.functions'

export const Route = createFileRoute('/freeRegist/')({
  // Server-rendered already saying whether registration is open (/admin/system).
  loader: ({ context }) => context.queryClient.ensureQueryData(registrationStatusQuery),
  head: () => ({ meta: [{ title: '無料登録 / Free registration — opsai' }] }),
  component: () => <RegisterForm />,
})
