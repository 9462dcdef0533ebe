import { createFileRoute } from '@tanstack/react-router'
import { serveMessagesFile } from '../server/i18n/messages-file.server'

// One language's messages, named by the build (app/server/i18n/messages-file.server.ts).
export const Route = createFileRoute('/i18n/$file')({
  server: { handlers: { GET: ({ request, params }) => serveMessagesFile(request, params.file) } },
})
