// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { Textarea } from './textarea'

afterEach(cleanup)

describe('Textarea', () => {
  it('defaults to the configured 5 rows', () => {
    renderUi(<Textarea label="本文" />)
    expect(screen.getByRole('textbox', { name: '本文' }).getAttribute('rows')).toBe('5')
  })

  it('follows a changed configuration and an explicit rows prop', () => {
    renderUi(
      <>
        <Textarea label="設定から" />
        <Textarea label="指定" rows={2} />
      </>,
      { ui: { textareaRows: 8 } },
    )
    expect(screen.getByRole('textbox', { name: '設定から' }).getAttribute('rows')).toBe('8')
    expect(screen.getByRole('textbox', { name: '指定' }).getAttribute('rows')).toBe('2')
  })

  it('reports its text and shows its error', () => {
    const onValueChange = vi.fn()
    renderUi(<Textarea label="質問" error="長すぎます。" onValueChange={onValueChange} />)
    const textarea = screen.getByRole('textbox', { name: '質問' })
    fireEvent.change(textarea, { target: { value: 'こんにちは' } })
    expect(onValueChange).toHaveBeenCalledWith('こんにちは')
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('長すぎます。')).toBeTruthy()
  })
})
