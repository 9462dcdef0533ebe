import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '../features/team/team-page'
import { loadTeamRoute } from '../features/team/team-route'

// Members, roles, invitations and teams (app/features/team); owners and admins manage.
export const Route = createFileRoute('/team')({
  head: () => ({ meta: [{ title: 'チーム / Team — opsai' }] }),
  loader: ({ context }) => loadTeamRoute(context.queryClient),
  component: TeamPage,
})
