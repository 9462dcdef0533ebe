/**
 * For stories and view tests of console views that contain router links: renders the view as
 * the root route of a memory router, so <Link> works without the app's route tree.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export function InMemoryRouter({ children, path = '/admin' }: { children: ReactNode; path?: string }) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{children}</> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return <RouterProvider router={router} />
}
