import { createFileRoute } from '@tanstack/react-router'
import { WidgetFrame, WidgetUnavailable } from '../features/widget-frame/widget-frame'
import { getFrameWidget } from '../features/widget-frame/widget-frame.functions'

// A chat widget's frame, loaded by /widget.js on the tenant's allowed sites (ADR 040). Its
// security headers let only those sites frame it (security-headers.middleware.ts).
export const Route = createFileRoute('/widget-frame/$id')({
  loader: ({ params }) => getFrameWidget({ data: { id: params.id } }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: WidgetFrameRoute,
})

function WidgetFrameRoute() {
  const result = Route.useLoaderData()
  return result.ok ? <WidgetFrame widget={result.widget} /> : <WidgetUnavailable messages={result.messages} />
}
