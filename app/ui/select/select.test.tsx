// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { Select } from './select'

afterEach(cleanup)

const plans = [
  { value: 'free', label: 'フリー' },
  { value: 'standard', label: 'スタンダード' },
  { value: 'enterprise', label: 'エンタープライズ', disabled: true },
]

describe('Select', () => {
  it('is a labelled combobox showing its placeholder', () => {
    renderUi(<Select label="プラン" options={plans} />)
    const trigger = screen.getByRole('combobox', { name: 'プラン' })
    expect(trigger.textContent).toContain('選択してください')
  })

  it('chooses an option with the keyboard', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    renderUi(<Select label="プラン" options={plans} onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'プラン' })
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('listbox')).toBeTruthy()
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'フリー',
      'スタンダード',
      'エンタープライズ',
    ])
    expect(options[2]?.getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('standard')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('shows the chosen value and an error', () => {
    renderUi(<Select label="プラン" options={plans} value="free" error="選択してください。" />)
    const trigger = screen.getByRole('combobox', { name: 'プラン' })
    expect(trigger.textContent).toContain('フリー')
    expect(trigger.getAttribute('aria-invalid')).toBe('true')
  })
})
