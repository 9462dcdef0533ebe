// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { Checkbox } from './checkbox'

afterEach(cleanup)

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    renderUi(<Checkbox label="利用規約に同意する" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: '利用規約に同意する' })
    expect(box.getAttribute('aria-checked')).toBe('false')
    await user.click(screen.getByText('利用規約に同意する'))
    expect(box.getAttribute('aria-checked')).toBe('true')
    box.focus()
    await user.keyboard(' ')
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]])
  })

  it('shows indeterminate, disabled and error states', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    renderUi(
      <Checkbox
        label="すべて"
        checked="indeterminate"
        disabled
        error="同意が必要です。"
        onCheckedChange={onCheckedChange}
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'すべて' })
    expect(box.getAttribute('aria-checked')).toBe('mixed')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    await user.click(box)
    expect(onCheckedChange).not.toHaveBeenCalled()
    expect(screen.getByText('同意が必要です。')).toBeTruthy()
  })
})
