import { createFileRoute } from '@tanstack/react-router'
import { serveWidgetScript } from '#app/server/widgets/widget-script.server'

// The script a tenant's site includes to show its chat widget (ADR 040).
export const Route = createFileRoute('/widget.js')({
  server: { handlers: { GET: () => serveWidgetScript() } },
})
