import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/**
 * A page rendered whole (ADR 051): React's Node stream, piped once every Suspense boundary has
 * resolved, into one string. Start's default streams through web streams instead, ~5 % of a
 * signed-in page's CPU for pages whose data the loaders have already awaited. A shell error or
 * an aborted request rejects; an error inside a boundary is logged and left to the client.
 * React starts an `<html>` root with its doctype; the router's own step writes one too
 * (`transformHtmlStringWithRouter`), so React's is left out: pages had two.
 */
const REACT_DOCTYPE = '<!DOCTYPE html>'

export function renderWhole(
  children: ReactNode,
  nonce: string | undefined,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        const html = Buffer.concat(chunks).toString('utf8')
        resolve(html.startsWith(REACT_DOCTYPE) ? html.slice(REACT_DOCTYPE.length) : html)
        done()
      },
    })
    const rendering = renderToPipeableStream(children, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => rendering.pipe(page),
      onShellError: reject,
      onError: (error, info) => {
        if (!signal.aborted) console.error('Error in renderToPipeableStream:', error, info)
      },
    })
    signal.addEventListener(
      'abort',
      () => {
        rendering.abort(signal.reason)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
