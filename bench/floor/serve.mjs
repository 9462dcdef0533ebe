// Serves the built floor page (bench/floor/dist) with srvx, as the product's server does, and
// nothing else: no middleware, no database. Started by bench/floor.ts with NODE_ENV=production.
import { serve } from 'srvx'

const { default: handler } = await import(new URL('./dist/server/server.js', import.meta.url).href)
const server = serve({
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
  fetch: (request) => handler.fetch(request),
  silent: true,
})
await server.ready()
console.log('ready')
