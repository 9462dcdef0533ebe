import { createFileRoute } from '@tanstack/react-router'
import { brandedTitle } from '../features/branding/brand-identity.shared'
import { TeamPage } from '../features/team/team-page'
import { loadTeamRoute } from '../features/team/team-route'

// Members, roles, invitations and teams (app/features/team); owners and admins manage.
export const Route = createFileRoute('/team')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.team'),
  loader: ({ context }) => loadTeamRoute(context.queryClient),
  component: TeamPage,
})
