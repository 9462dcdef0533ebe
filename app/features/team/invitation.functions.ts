import { createServerFn } from '@tanstack/react-start'
import { getDatabase } from '#db/runtime'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { ServiceError } from '../../server/errors.server'
import { type InvitationSummary, inspectInvitation } from '../../server/team/invitations.server'

export type InvitationPageResult =
  | { status: 'ok'; invitation: InvitationSummary }
  | { status: 'unavailable'; message: BilingualText }

/** What an invitation link offers, or why it no longer works (unknown, expired, used, revoked). */
export const getInvitationPage = createServerFn({ method: 'GET' })
  .validator((token: unknown) => (typeof token === 'string' ? token : ''))
  .handler(async ({ data: token }): Promise<InvitationPageResult> => {
    const { db } = await getDatabase()
    try {
      return { status: 'ok', invitation: await inspectInvitation(db, token) }
    } catch (error) {
      if (error instanceof ServiceError) return { status: 'unavailable', message: error.messages }
      throw error
    }
  })
