// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeClassName } from '../../../registry/theme-class'
import { renderUi } from '../../ui/testing/render'
import { sampleHome } from '../home/home.fixtures'
import type { PreviewSearch } from './admin-preview-search'
import { AdminPreviewView } from './admin-preview-view'

afterEach(cleanup)

const tenant = {
  id: 't1',
  slug: 'acme',
  name: 'Acme 株式会社',
  applicationKey: 'fortuna',
  themeKey: 'fortuna',
}

function render(search: PreviewSearch, onSearchChange = vi.fn()) {
  renderUi(
    <AdminPreviewView
      search={search}
      onSearchChange={onSearchChange}
      tenant={null}
      home={sampleHome}
      tenantQuery=""
      onTenantQueryChange={() => {}}
      tenantResults={[tenant]}
      renderLogin={(key) => <p>login in {key}</p>}
    />,
  )
  return onSearchChange
}

describe('AdminPreviewView', () => {
  it('shows the page once per theme, each inside its theme class and inert', () => {
    render({ page: 'home', themes: ['opsai', 'hirameki_ai'] })
    const panels = screen.getAllByTestId('preview-panel')
    expect(panels.map((panel) => panel.dataset.themeKey)).toEqual(['opsai', 'hirameki_ai'])
    for (const [index, key] of (['opsai', 'hirameki_ai'] as const).entries()) {
      const frame = within(panels[index] as HTMLElement).getByRole('img')
      expect(frame.className).toContain(themeClassName(key))
      expect(frame.firstElementChild?.hasAttribute('inert')).toBe(true)
      expect(within(frame).getByText('ビジネスメール作成')).toBeTruthy()
    }
  })

  it('renders the chat page with a sample conversation, and the sign-in page through the router-bound form', () => {
    render({ page: 'chat', themes: ['fortuna'] })
    expect(screen.getByText(/納期が1週間遅れる/)).toBeTruthy()
    cleanup()
    render({ page: 'login', themes: ['fortuna', 'kakushin'] })
    expect(screen.getByText('login in kakushin')).toBeTruthy()
  })

  it('choosing a tenant puts its own theme first', () => {
    const onSearchChange = render({ page: 'home', themes: ['opsai', 'hirameki_ai'] })
    fireEvent.click(screen.getByRole('button', { name: 'Acme 株式会社 (acme)' }))
    expect(onSearchChange).toHaveBeenCalledWith({
      page: 'home',
      themes: ['fortuna', 'opsai', 'hirameki_ai'],
      tenant: 't1',
    })
  })
})
