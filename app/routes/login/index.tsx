import { createFileRoute } from '@tanstack/react-router'
import { SignInForm } from '../../features/auth/sign-in-form'

export const Route = createFileRoute('/login/')({
  head: () => ({ meta: [{ title: 'サインイン / Sign in — opsai' }] }),
  component: () => <SignInForm area="tenant" />,
})
