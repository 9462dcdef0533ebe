import { createFileRoute } from '@tanstack/react-router'

/** One server-rendered page with a loader: the least a Start page does per request. */
export const Route = createFileRoute('/')({
  loader: () => ({ renderedAt: Date.now() }),
  component: FloorPage,
})

function FloorPage() {
  const { renderedAt } = Route.useLoaderData()
  return (
    <main>
      <h1>Framework floor</h1>
      <p>Rendered at {renderedAt}</p>
    </main>
  )
}
