// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../testing/render'
import { ErrorView } from './error-view'

afterEach(cleanup)

describe('ErrorView', () => {
  it('titles the page, states the status in words and shows details and actions', () => {
    const { container } = renderUi(
      <ErrorView
        status={404}
        title="Page Not Found"
        details={['Page not found: /nope', 'お探しのページは見つかりませんでした。']}
        actions={<a href="/">ホーム</a>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found')
    expect(screen.getByText('ステータス 404')).toBeTruthy()
    expect(screen.getByText('Page not found: /nope')).toBeTruthy()
    expect(screen.getByText('お探しのページは見つかりませんでした。')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ホーム' })).toBeTruthy()
    expect(container.querySelector('main')?.getAttribute('data-error-status')).toBe('404')
  })
})
