import {
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server'
import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import { createElement } from 'react'
import { quietWhenClientGone } from './server/http/client-gone.server'
import { renderWhole } from './server/http/render-whole.server'

/**
 * The server entry: Start's own, with each page rendered whole before it is sent (ADR 051), and a
 * request whose client left answered quietly.
 */
const renderPage = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  try {
    const body = await renderWhole(
      createElement(RouterServer, { router }),
      router.options.ssr?.nonce,
      request.signal,
    )
    const html = await transformHtmlStringWithRouter(router, body, { signal: request.signal })
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export default createServerEntry({ fetch: quietWhenClientGone(createStartHandler(renderPage)) })
