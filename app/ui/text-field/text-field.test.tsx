// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { TextField } from './text-field'

afterEach(cleanup)

describe('TextField', () => {
  it('is named by its label and reports typed text', () => {
    const onValueChange = vi.fn()
    renderUi(<TextField label="メールアドレス" type="email" onValueChange={onValueChange} />)
    const input = screen.getByRole('textbox', { name: 'メールアドレス' })
    expect(input.getAttribute('type')).toBe('email')
    fireEvent.change(input, { target: { value: 'a@example.com' } })
    expect(onValueChange).toHaveBeenCalledWith('a@example.com')
  })

  it('links description and error text and marks itself invalid', () => {
    renderUi(<TextField label="名前" description="姓と名" error="入力してください。" required />)
    const input = screen.getByRole('textbox', { name: /名前/ })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const texts = described.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['姓と名', '入力してください。'])
    expect(document.getElementById(input.getAttribute('aria-errormessage') ?? '')?.textContent).toBe(
      '入力してください。',
    )
  })

  it('is valid and undescribed without an error or description', () => {
    renderUi(<TextField label="検索" />)
    const input = screen.getByRole('textbox', { name: '検索' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})
