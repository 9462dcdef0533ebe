import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useAuth } from '../features/auth/auth-provider'
import { brandedTitle } from '../features/branding/brand-identity.shared'
import { homeQuery } from '../features/home/home.functions'
import { HomeView, NoTenantView } from '../features/home/home-view'
import { TenantShell } from '../features/shell/tenant-shell'

export const Route = createFileRoute('/')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.home'),
  loader: async ({ context }) => {
    const result = await context.queryClient.ensureQueryData(homeQuery)
    // The server guard sends visitors to /login before rendering; this covers a session that
    // ended between two client-side navigations.
    if (result.status === 'signed-out') throw redirect({ to: '/login' })
  },
  component: Home,
})

function Home() {
  const { data } = useSuspenseQuery(homeQuery)
  const { state } = useAuth()
  const userName = state.status === 'authenticated' ? state.user.name : ''
  if (data.status === 'no-tenant') {
    return (
      <TenantShell>
        <NoTenantView userName={userName} />
      </TenantShell>
    )
  }
  if (data.status !== 'ok') return null
  return (
    <TenantShell>
      <HomeView home={data.home} userName={userName} />
    </TenantShell>
  )
}
