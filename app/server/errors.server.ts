/**
 * Errors the platform's services throw for a caller to show as they are: each message names the
 * bad value, in English and Japanese. The CLI prints them and exits 1; server functions map
 * `status` to the HTTP status. Anything else is a bug and shows only a generic message.
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/** Bad input: refused before anything is written. */
export class InvalidInputError extends ServiceError {
  constructor(message: string) {
    super(message, 400, 'invalid_input')
  }
}

export class NotFoundError extends ServiceError {
  constructor(message: string) {
    super(message, 404, 'not_found')
  }
}

/** The change collides with what exists (a taken slug, host name or e-mail address). */
export class ConflictError extends ServiceError {
  constructor(message: string) {
    super(message, 409, 'conflict')
  }
}

/** A tenant-owned table was reached without a tenant (app/server/tenancy/scope.server.ts). */
export class MissingTenantContextError extends Error {
  constructor() {
    super('No tenant context: tenant-owned data needs forTenant(db, tenantId) / テナントが指定されていません')
    this.name = 'MissingTenantContextError'
  }
}
