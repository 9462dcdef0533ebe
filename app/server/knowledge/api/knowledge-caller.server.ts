/**
 * Who is asking, for the knowledge API and the knowledge screens' server functions: a system
 * administrator's session acts on the catalogue's bases, a tenant member's on their tenant's.
 * Whether that member may manage knowledge (owner or admin) is the services' decision, read
 * fresh each time; here only "signed in, and as whom".
 */
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages } from '#app/i18n/texts.server'
import type { RequestSession } from '../../auth/session.server'
import { isDataException } from '../../db-errors.server'
import { ServiceError } from '../../errors.server'
import { captureServerError } from '../../sentry.server'
import { ForbiddenError } from '../../team/team-errors.server'
import type { KnowledgeActor } from '../knowledge-bases.server'

/** Who acts through the API and the screens (the CLI's operator never does). */
export type SessionActor = Extract<KnowledgeActor, { kind: 'member' | 'systemAdmin' }>

/** The actor behind a session; null without one. A user of no tenant is refused (403). */
export function knowledgeActorOf(session: RequestSession | null): SessionActor | null {
  if (!session) return null
  if (session.user.isSystemAdminLogin) return { kind: 'systemAdmin', userId: session.user.id }
  if (!session.user.tenantId) throw new ForbiddenError('errors.knowledge.managersOnly')
  return { kind: 'member', tenantId: session.user.tenantId, userId: session.user.id }
}

export type KnowledgeFailure = { ok: false; status: number; error: string; messages: BilingualText }
export type KnowledgeResult<T> = { ok: true; data: T } | KnowledgeFailure

function failure(status: number, error: string, messages: BilingualText): KnowledgeFailure {
  return { ok: false, status, error, messages }
}

/**
 * Runs a screen's call for the session's actor: 401 without a session, a service's refusal as
 * its status and bilingual message, a value the database cannot store as 400; anything else is
 * reported and answered with a message that says little.
 */
export async function runKnowledgeCall<T>(
  session: RequestSession | null,
  work: (actor: SessionActor) => Promise<T>,
): Promise<KnowledgeResult<T>> {
  try {
    const actor = knowledgeActorOf(session)
    if (!actor) return failure(401, 'unauthenticated', bothLanguages('errors.http.unauthenticated'))
    return { ok: true, data: await work(actor) }
  } catch (error) {
    if (error instanceof ServiceError) return failure(error.status, error.code, error.messages)
    if (isDataException(error))
      return failure(400, 'invalid_input', bothLanguages('errors.http.unstorableInput'))
    captureServerError(error)
    return failure(500, 'internal_error', bothLanguages('errors.http.internal'))
  }
}
