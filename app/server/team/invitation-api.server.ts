/**
 * The invitation link's endpoints, open to visitors without a session (the link is the
 * credential):
 *
 * - `GET /api/invitations/{token}`: the tenant, address and role, and whether the address already
 *   has an account (then accepting asks for its password only)
 * - `POST /api/invitations/{token}/accept` `{name, password}` or `{password}`: joins and signs in
 *   (the session cookie, and the token in `set-auth-token` as sign-in gives it)
 *
 * An unknown link is 404; an expired, used or revoked one 410 with a message in ja and en.
 */

import { getAuth } from '../auth/auth.server'
import { crossSiteRefusal, errorResponse, readJsonBody } from '../chat/chat-http.server'
import { ServiceError } from '../errors.server'
import {
  acceptExistingAccountSchema,
  acceptInvitation,
  acceptNewAccountSchema,
  inspectInvitation,
} from './invitations.server'
import { defaultDependencies, jsonResponse, parseFields, type TeamApiDependencies } from './team-http.server'

export interface InvitationApiDependencies extends Pick<TeamApiDependencies, 'getDb'> {
  /** Signs the new member in; returns the response headers better-auth set (cookies, token). */
  signIn?: (credentials: { email: string; password: string }, headers: Headers) => Promise<Headers>
}

async function signInWithBetterAuth(credentials: { email: string; password: string }, headers: Headers) {
  const auth = await getAuth()
  const result = await auth.api.signInEmail({ body: credentials, headers, returnHeaders: true })
  return result.headers
}

export async function handleGetInvitation(
  _request: Request,
  params: { token: string },
  dependencies: InvitationApiDependencies = defaultDependencies,
) {
  try {
    return jsonResponse(200, await inspectInvitation(await dependencies.getDb(), params.token))
  } catch (error) {
    return errorResponse(error)
  }
}

export async function handleAcceptInvitation(
  request: Request,
  params: { token: string },
  dependencies: InvitationApiDependencies = defaultDependencies,
) {
  try {
    const refusal = crossSiteRefusal(request)
    if (refusal) return refusal
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const db = await dependencies.getDb()
    const summary = await inspectInvitation(db, params.token)
    // Field errors first, in the form's terms; the service validates again before writing.
    const parsed = parseFields(
      summary.hasAccount ? acceptExistingAccountSchema : acceptNewAccountSchema,
      body.value,
    )
    if (!parsed.ok) return parsed.response
    const accepted = await acceptInvitation(db, params.token, parsed.data)
    const signIn = dependencies.signIn ?? signInWithBetterAuth
    let signedIn: Headers
    try {
      signedIn = await signIn({ email: accepted.email, password: accepted.password }, request.headers)
    } catch (error) {
      // The membership is made; only the sign-in failed (e.g. the sign-in limit): say so plainly.
      console.error(error)
      throw new ServiceError(409, 'signin_required', 'errors.team.joinedSignInRequired')
    }
    const response = jsonResponse(200, {
      joined: true,
      email: accepted.email,
      token: signedIn.get('set-auth-token'),
    })
    for (const cookie of signedIn.getSetCookie()) response.headers.append('set-cookie', cookie)
    return response
  } catch (error) {
    return errorResponse(error)
  }
}
