// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../i18n/locale'
import { TestUiProviders } from '../../ui/testing/render'
import { AppError } from './app-error'
import { ErrorPage, NotFoundPage } from './error-pages'

vi.mock('./report', () => ({ reportError: vi.fn() }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderAt(path: string, locale: Locale, failWith?: Error) {
  const rootRoute = createRootRoute({
    component: Outlet,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorPage,
  })
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> })
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    loader: () => {
      if (failWith) throw failWith
    },
    component: () => null,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <TestUiProviders locale={locale}>
      <RouterProvider router={router} />
    </TestUiProviders>,
  )
  return router
}

describe('NotFoundPage', () => {
  it('keeps the spec texts and adds the Japanese explanation in ja', async () => {
    renderAt('/nope/deeper?x=1', 'ja')
    // The reader's language over the spec's English title, both in the one heading.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'ページが見つかりませんPage Not Found',
    )
    expect(screen.getByText('Page not found: /nope/deeper?x=1')).toBeTruthy()
    expect(screen.getByText('お探しのページは見つかりませんでした。URL をご確認ください。')).toBeTruthy()
    expect(document.querySelector('[data-error-status="404"]')).not.toBeNull()
  })

  it('explains in English in en and links home', async () => {
    const user = userEvent.setup()
    const router = renderAt('/missing', 'en')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page Not Found')
    expect(screen.getByText('The page you are looking for does not exist. Check the URL.')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Back to home' }))
    await screen.findByText('Home')
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('ErrorPage', () => {
  // React logs the caught route error; the page is what is under test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it("shows 'Internal Server Error' and no internal detail for an unexpected error", async () => {
    renderAt('/broken', 'ja', new Error('connection refused at db.internal:5432'))
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Internal Server Error')
    expect(screen.getByText('問題が発生しました。時間をおいて再度お試しください。')).toBeTruthy()
    expect(document.body.textContent).not.toContain('db.internal')
    expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy()
  })

  it("shows an AppError's own message and status", async () => {
    renderAt('/broken', 'en', new AppError('This chat is disabled for your tenant.', 403))
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This chat is disabled for your tenant.',
    )
    expect(document.querySelector('[data-error-status="403"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
