/**
 * The tokens an IdP hands back at single sign-on (`account.access_token`, `refresh_token`,
 * `id_token`) are secrets too: better-auth's database hooks seal them before every write
 * (ADR 033). The product never calls the IdP with them after sign-in, so nothing opens them.
 */
import { sealSecretFields } from '../secrets/secret-fields.server'

const TOKEN_FIELDS = ['accessToken', 'refreshToken', 'idToken'] as const

const sealTokens = async <T extends object>(account: T) => ({ data: sealSecretFields(account, TOKEN_FIELDS) })

/** For `databaseHooks.account` of better-auth. */
export const accountTokenSealing = {
  create: { before: sealTokens },
  update: { before: sealTokens },
}
