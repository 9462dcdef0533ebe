/**
 * A request body read no further than a limit: a declared Content-Length over it is refused
 * unread, and a body that turns out longer (chunked, or lying) is cut off as soon as it passes
 * the limit. Uploads (brand pictures, knowledge documents) read their body through this.
 */

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; bytes: number }

export async function readCappedBody(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) return { ok: false, bytes: declared }
  const chunks: Uint8Array[] = []
  let total = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel()
        return { ok: false, bytes: total }
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
