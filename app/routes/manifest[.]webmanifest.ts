import { createFileRoute } from '@tanstack/react-router'
import { serveManifest } from '../server/branding/brand-http.server'

// The web app manifest of the request's brand: each host installs as its own app.
export const Route = createFileRoute('/manifest.webmanifest')({
  server: { handlers: { GET: ({ request }) => serveManifest(request) } },
})
