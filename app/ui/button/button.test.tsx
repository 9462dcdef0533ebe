// @vitest-environment happy-dom
import { mdiContentSave } from '@mdi/js'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { Button } from './button'

afterEach(cleanup)

describe('Button', () => {
  it('is a button (not a submit) that runs its handler', () => {
    const onClick = vi.fn()
    renderUi(<Button onClick={onClick}>保存</Button>)
    const button = screen.getByRole('button', { name: '保存' })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('while loading: busy, announced, ignores clicks and does not submit its form', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          送信
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: /送信/ })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.textContent).toContain('読み込み中…')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('a disabled button ignores clicks', () => {
    const onClick = vi.fn()
    renderUi(
      <Button disabled onClick={onClick}>
        無効
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: '無効' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('draws its icon as decoration and styles each variant differently', () => {
    renderUi(
      <>
        <Button icon={mdiContentSave}>一</Button>
        <Button variant="danger">二</Button>
      </>,
    )
    const first = screen.getByRole('button', { name: '一' })
    expect(first.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(first.className).not.toBe(screen.getByRole('button', { name: '二' }).className)
  })

  it('speaks English when the locale is en', () => {
    renderUi(<Button loading>Send</Button>, { locale: 'en' })
    expect(screen.getByRole('button').textContent).toContain('Loading…')
  })
})
