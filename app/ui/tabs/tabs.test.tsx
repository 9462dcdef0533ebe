// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { Tabs } from './tabs'

afterEach(cleanup)

const tabs = [
  { value: 'usage', label: '利用状況', content: <p>今月の利用</p> },
  { value: 'members', label: 'メンバー', content: <p>メンバー一覧</p> },
  { value: 'billing', label: '請求', content: <p>請求履歴</p>, disabled: true },
  { value: 'settings', label: '設定', content: <p>テナント設定</p> },
]

describe('Tabs', () => {
  it('is a labelled tab list whose first tab is selected and linked to its panel', () => {
    renderUi(<Tabs label="ダッシュボード" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'ダッシュボード' })).toBeTruthy()
    const first = screen.getByRole('tab', { name: '利用状況' })
    expect(first.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('今月の利用')
    expect(first.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('moves with arrow keys, skips disabled tabs, wraps, and jumps with Home/End', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderUi(<Tabs label="ダッシュボード" tabs={tabs} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('tab', { name: '利用状況' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('メンバー')
    expect(screen.getByRole('tabpanel').textContent).toBe('メンバー一覧')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('設定')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('利用状況')
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel').textContent).toBe('テナント設定')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tabpanel').textContent).toBe('今月の利用')
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'members',
      'settings',
      'usage',
      'settings',
      'usage',
    ])
  })
})
