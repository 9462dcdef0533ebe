// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from './card'

afterEach(cleanup)

describe('Card', () => {
  it('is a region named by its heading at the chosen level', () => {
    render(
      <Card
        title="今月の利用"
        headingLevel={3}
        description="トークン消費"
        footer={<a href="/usageSituation">詳細</a>}
      >
        <p>本文</p>
      </Card>,
    )
    const region = screen.getByRole('region', { name: '今月の利用' })
    expect(screen.getByRole('heading', { level: 3, name: '今月の利用' })).toBeTruthy()
    expect(region.textContent).toContain('トークン消費')
    expect(screen.getByRole('link', { name: '詳細' })).toBeTruthy()
  })

  it('is an unnamed section without a title', () => {
    render(<Card>内容</Card>)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('内容')).toBeTruthy()
  })
})
