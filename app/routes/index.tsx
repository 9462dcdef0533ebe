import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../features/auth/auth-provider'
import { TenantShell } from '../features/shell/tenant-shell'

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'opsai' }] }),
  component: Home,
})

function Home() {
  const { t } = useTranslation()
  const { state } = useAuth()
  return (
    <TenantShell>
      <h1>{state.status === 'authenticated' ? t('home.welcome', { name: state.user.name }) : 'opsai'}</h1>
    </TenantShell>
  )
}
