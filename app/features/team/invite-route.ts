/** The loader of /invite/$token, apart from its page (route loaders ship in the first-load bundle). */
import { getInvitationPage } from './invitation.functions'

export function loadInvitePage(token: string) {
  return getInvitationPage({ data: token })
}
