/**
 * What the refusal page of a tenant's IP allow-list shows (ADR 035), shared by the request
 * middleware that refuses, the router that renders the page in place of the one asked for, and
 * the page itself.
 */

/** The request was refused: whose list, and the address it came from. */
export interface NetworkRefusal {
  tenantName: string
  /** null: the server could not tell (no client address). */
  address: string | null
}

/** The route that renders the refusal (app/routes/ip-restricted.tsx); the URL shown stays the one asked for. */
export const NETWORK_REFUSAL_PATH = '/ip-restricted'

/** The page's marker: the browser's router reads it to render the same route while hydrating. */
export const NETWORK_REFUSAL_META = 'network-refused'
