// @vitest-environment happy-dom
import { mdiAccount } from '@mdi/js'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Icon } from './icon'

afterEach(cleanup)

describe('Icon', () => {
  it('draws the mdi path and names itself when labelled', () => {
    render(<Icon path={mdiAccount} label="ユーザー" />)
    const svg = screen.getByRole('img', { name: 'ユーザー' })
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(mdiAccount)
  })

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon path={mdiAccount} size={32} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('width')).toBe('32')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
