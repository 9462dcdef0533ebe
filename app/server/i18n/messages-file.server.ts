/**
 * A language's messages as one JSON file (issue 22): the browser loads its page's language from
 * here before hydrating, instead of every page carrying its catalogue in its serialised state.
 * The name holds the build id, so a file of this build is cached for a year; another build's
 * name still answers (a page from before a deploy), with revalidation instead.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { isLocale, type Locale } from '../../i18n/locale'
import { loadMessages } from '../../i18n/messages'
import { buildId } from '../../lib/build-id'
import { jsonError } from '../chat/chat-http.server'

const FILE_NAME = /^([a-z]{2})-([\w-]{1,64})\.json$/
const YEAR_S = 31_536_000

interface Encoded {
  json: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
}

/** Serialised and compressed once per language and process: the catalogue is code of this build. */
const encoded = new Map<Locale, Promise<Encoded>>()

function encode(locale: Locale): Promise<Encoded> {
  let entry = encoded.get(locale)
  if (!entry) {
    entry = loadMessages(locale).then((messages) => {
      const json = Buffer.from(JSON.stringify(messages))
      return { json, br: brotliCompressSync(json), gzip: gzipSync(json), etag: `"${locale}-${buildId}"` }
    })
    encoded.set(locale, entry)
  }
  return entry
}

function accepted(request: Request, encoding: string): boolean {
  return (request.headers.get('accept-encoding') ?? '')
    .split(',')
    .some((part) => part.trim().startsWith(encoding))
}

export async function serveMessagesFile(request: Request, file: string): Promise<Response> {
  const match = FILE_NAME.exec(file)
  const locale = match?.[1]
  if (!match || !isLocale(locale)) {
    return jsonError(404, 'not_found', 'errors.http.noSuchMessages')
  }
  const body = await encode(locale)
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': match[2] === buildId ? `public, max-age=${YEAR_S}, immutable` : 'no-cache',
    etag: body.etag,
    vary: 'accept-encoding',
  })
  if (request.headers.get('if-none-match') === body.etag) return new Response(null, { status: 304, headers })
  const [bytes, encoding] = accepted(request, 'br')
    ? [body.br, 'br']
    : accepted(request, 'gzip')
      ? [body.gzip, 'gzip']
      : [body.json, undefined]
  if (encoding) headers.set('content-encoding', encoding)
  return new Response(new Uint8Array(bytes), { headers })
}
