import { createFileRoute } from '@tanstack/react-router'
import { serveFavicon } from '../server/branding/brand-http.server'

// Browsers ask for /favicon.ico by habit: the request's brand icon.
export const Route = createFileRoute('/favicon.ico')({
  server: { handlers: { GET: ({ request }) => serveFavicon(request) } },
})
