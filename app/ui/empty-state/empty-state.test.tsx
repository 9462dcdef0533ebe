// @vitest-environment happy-dom
import { mdiForumOutline } from '@mdi/js'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state'

afterEach(cleanup)

describe('EmptyState', () => {
  it('shows a heading, explanation, decorative icon and the next action', () => {
    const { container } = render(
      <EmptyState
        icon={mdiForumOutline}
        title="スレッドはまだありません"
        description="新しいチャットを始めましょう。"
        action={<button type="button">新規チャット</button>}
        headingLevel={3}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'スレッドはまだありません' })).toBeTruthy()
    expect(screen.getByText('新しいチャットを始めましょう。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '新規チャット' })).toBeTruthy()
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
