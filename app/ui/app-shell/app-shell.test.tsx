// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../testing/render'
import { AppShell, navLinkClass, SidebarSection } from './app-shell'

afterEach(cleanup)

function Example() {
  return (
    <AppShell
      brand="opsai"
      userMenu={<button type="button">山田 太郎</button>}
      navigation={
        <SidebarSection title="チャット">
          <li>
            <a className={navLinkClass} href="/chat" aria-current="page">
              チャット
            </a>
          </li>
          <li>
            <a className={navLinkClass} href="/faq">
              FAQ
            </a>
          </li>
        </SidebarSection>
      }
    >
      <h1>ホーム</h1>
    </AppShell>
  )
}

describe('AppShell', () => {
  it('has banner, named navigation and main landmarks, and a skip link to main', () => {
    renderUi(<Example />)
    expect(screen.getByRole('banner').textContent).toContain('opsai')
    expect(screen.getByRole('button', { name: '山田 太郎' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'メインナビゲーション' })
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('チャット')
    const main = screen.getByRole('main')
    const skip = screen.getByRole('link', { name: 'メインコンテンツへ移動' })
    expect(skip.getAttribute('href')).toBe(`#${main.id}`)
    expect(screen.getByRole('region', { name: 'チャット' })).toBeTruthy()
  })

  it('opens and closes the navigation drawer with its toggle and Escape', () => {
    renderUi(<Example />)
    const toggle = screen.getByRole('button', { name: 'メニューを開く' })
    const nav = screen.getByRole('navigation')
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(nav.getAttribute('data-open')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('メニューを閉じる')
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
