// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { demoBrands } from '../branding/brand.fixtures'
import { sampleHome } from '../home/home.fixtures'
import { compiledTheme, compiledThemeCatalogue } from '../theme/compiled-theme-catalogue'
import type { PreviewSearch } from './admin-preview-search'
import { AdminPreviewView } from './admin-preview-view'
import { previewIdentityFor } from './preview-identity'

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
      identityFor={previewIdentityFor(
        [{ themeKey: 'hirameki_ai', identity: demoBrands.hirameki_ai }],
        null,
        compiledThemeCatalogue,
      )}
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
      expect(frame.className).toContain(compiledTheme(key)?.className)
      expect(frame.firstElementChild?.hasAttribute('inert')).toBe(true)
      expect(within(frame).getByText('ビジネスメール作成')).toBeTruthy()
    }
  })

  it('shows beside each theme the brand its pages speak as, and that brand in the page header', () => {
    render({ page: 'home', themes: ['hirameki_ai', 'kakushin'] })
    const panels = screen.getAllByTestId('preview-panel')
    // hirameki_ai is an application's theme: its identity; kakushin is used by none here: its name.
    expect(panels.map((panel) => panel.dataset.brand)).toEqual(['ヒラメキAI', 'Kakushin'])
    const header = within(panels[0] as HTMLElement).getByTestId('brand-mark')
    expect(header.textContent).toContain('ヒラメキAI')
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
