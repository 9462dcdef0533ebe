/**
 * Whether a server-function call's payload is one Start could not decode: bad JSON in the body or
 * the `payload` query parameter, or JSON that is not a Seroval document (see
 * server-fn-payload.middleware.ts).
 */
import { fromJSON, SerovalMissingPluginError } from 'seroval'
import { plainJsonError } from './cross-site-refusal.shared'

const MULTIPART = /multipart\/form-data|application\/x-www-form-urlencoded/

function decodes(text: string | null): boolean {
  if (text === null || text === '') return true
  try {
    const json: unknown = JSON.parse(text)
    // Start's own plugins add node kinds this bare decoder does not know; a document that uses
    // one is well-formed (it only fails here), so only structural failures count.
    try {
      fromJSON(json as Parameters<typeof fromJSON>[0])
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error
      return cause instanceof SerovalMissingPluginError
    }
    return true
  } catch {
    return false
  }
}

export async function undecodablePayload(request: Request, copy: Request | null): Promise<boolean> {
  if (request.method === 'GET') return !decodes(new URL(request.url).searchParams.get('payload'))
  if (!copy || MULTIPART.test(copy.headers.get('content-type') ?? '')) return false
  if (!(copy.headers.get('content-type') ?? '').includes('application/json')) return false
  return !decodes(await copy.text().catch(() => null))
}

export function undecodablePayloadResponse(): Response {
  return plainJsonError(400, 'malformed_request', 'malformedRequest')
}
