/**
 * Errors the platform's services throw for a caller to show as they are. Each carries a stable
 * `code` (the API's `error` field), a catalogue key with its parameters, and the text built from
 * it in both languages (`messages`). The CLI prints `message` ("ja / en") and exits 1; server
 * functions and API routes answer `status` with `messages`. Anything else is a bug and shows
 * only a generic message.
 */
import { joinedText } from '#app/i18n/bilingual-text.shared'
import type { BilingualText } from '../i18n/bilingual-text.shared'
import { bothLanguages, type TextKey, type TextParams } from '../i18n/texts.server'

export class ServiceError extends Error {
  readonly messages: BilingualText

  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: TextKey,
    readonly params: TextParams = {},
  ) {
    const messages = bothLanguages(key, params)
    super(joinedText(messages))
    this.messages = messages
    this.name = new.target.name
  }
}

/** Bad input: refused before anything is written. */
export class InvalidInputError extends ServiceError {
  constructor(key: TextKey, params?: TextParams) {
    super(400, 'invalid_input', key, params)
  }
}

export class NotFoundError extends ServiceError {
  constructor(key: TextKey, params?: TextParams) {
    super(404, 'not_found', key, params)
  }
}

/** The change collides with what exists (a taken slug, host name or e-mail address). */
export class ConflictError extends ServiceError {
  constructor(key: TextKey, params?: TextParams) {
    super(409, 'conflict', key, params)
  }
}

/** A tenant-owned table was reached without a tenant (app/server/tenancy/scope.server.ts). */
export class MissingTenantContextError extends Error {
  constructor() {
    // A programming error, never shown to a user: English only.
    super('No tenant context: tenant-owned data needs forTenant(db, tenantId)')
    this.name = 'MissingTenantContextError'
  }
}
