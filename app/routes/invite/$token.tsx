import { createFileRoute } from '@tanstack/react-router'
import { brandedTitle } from '../../features/branding/brand-identity.shared'
import { InviteAcceptPage } from '../../features/team/invite-accept-page'
import { loadInvitePage } from '../../features/team/invite-route'

// An invitation link from /team (open without a session; app/features/auth/access-rules.ts).
export const Route = createFileRoute('/invite/$token')({
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.invitation'),
  loader: ({ params }) => loadInvitePage(params.token),
  component: InvitePage,
})

function InvitePage() {
  const { token } = Route.useParams()
  return <InviteAcceptPage token={token} result={Route.useLoaderData()} />
}
