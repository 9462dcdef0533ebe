/**
 * Serves the built app: static client files from dist/client, everything else through the
 * TanStack Start fetch handler. The build manifest must never be cached (clients poll it).
 */
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { captureServerError } from '../../app/server/sentry.server'
import { CLIENT_DIR, SERVER_ENTRY } from './build'

interface StartHandler {
  fetch(request: Request): Response | Promise<Response>
}

export async function loadStartHandler(): Promise<StartHandler> {
  const module = (await import(pathToFileURL(SERVER_ENTRY).href)) as { default: StartHandler }
  return module.default
}

export async function startHttpServer(options: { port: number; host: string; handler: StartHandler }) {
  const server = serve({
    port: options.port,
    hostname: options.host,
    silent: true,
    gracefulShutdown: false,
    middleware: [
      async (request, next) => {
        const response = await next()
        if (new URL(request.url).pathname.includes('/builds/')) {
          response.headers.set('cache-control', 'no-cache')
        }
        return response
      },
      staticMiddleware({ dir: CLIENT_DIR }),
    ],
    fetch: async (request) => {
      try {
        return await options.handler.fetch(request)
      } catch (error) {
        // Last line of defence: never a stack trace to the client.
        console.error('[opsai] リクエストの処理中に予期しないエラーが発生しました:', error)
        captureServerError(error)
        return new Response('Internal Server Error', {
          status: 500,
          headers: { 'content-type': 'text/plain' },
        })
      }
    },
  })
  await server.ready()
  return server
}
