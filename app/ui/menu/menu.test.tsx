// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../button/button'
import { renderUi } from '../testing/render'
import { Menu, type MenuEntry } from './menu'

afterEach(cleanup)

function setup() {
  const calls: string[] = []
  const items: MenuEntry[] = [
    { key: 'profile', label: 'プロフィール', onSelect: () => calls.push('profile') },
    { key: 'settings', label: '設定', onSelect: () => calls.push('settings') },
    { key: 'archived', label: 'アーカイブ', onSelect: () => calls.push('archived'), disabled: true },
    { type: 'separator', key: 'sep' },
    { key: 'logout', label: 'ログアウト', onSelect: () => calls.push('logout'), danger: true },
  ]
  renderUi(<Menu trigger={<Button>アカウント</Button>} items={items} />)
  return { calls, trigger: screen.getByRole('button', { name: 'アカウント' }) }
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows past disabled items and selects with Enter', async () => {
    const user = userEvent.setup()
    const { calls, trigger } = setup()
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('menu')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('プロフィール'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('設定')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('ログアウト')
    await user.keyboard('{Enter}')
    expect(calls).toEqual(['logout'])
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes on Escape and returns focus to its trigger', async () => {
    const user = userEvent.setup()
    const { calls, trigger } = setup()
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'プロフィール',
      '設定',
      'アーカイブ',
      'ログアウト',
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(trigger))
    expect(calls).toEqual([])
  })

  it('jumps to an item by typing its first letter', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    renderUi(
      <Menu
        trigger={<Button>Sort</Button>}
        items={[
          { key: 'a', label: 'Alphabetical', onSelect: () => {} },
          { key: 'n', label: 'Newest', onSelect },
        ]}
      />,
    )
    screen.getByRole('button', { name: 'Sort' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard('n')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Newest'))
    // Space right after typing would extend the typeahead search, so Enter selects.
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledOnce()
  })
})
