/** /invite/$token: the view wired to `POST /api/invitations/{token}/accept`, then home, signed in. */
import { useAuth } from '../auth/auth-provider'
import type { InvitationPageResult } from './invitation.functions'
import { InviteAcceptView } from './invite-accept-view'
import { callApi } from './team-api-client'

export function InviteAcceptPage({ token, result }: { token: string; result: InvitationPageResult }) {
  const { store } = useAuth()
  return (
    <InviteAcceptView
      result={result}
      onAccept={async (input) => {
        const answer = await callApi<{ token: string | null }>(
          'POST',
          `/api/invitations/${encodeURIComponent(token)}/accept`,
          input,
        )
        if (answer.ok) store.setToken(answer.data.token)
        return answer
      }}
      // A full load: the new session cookie is read by the server-rendered home page.
      onAccepted={() => window.location.assign('/')}
    />
  )
}
