// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeSamlApi, samlDomainTaken, sampleSamlView, unconfiguredSamlView } from './saml-settings.fixtures'
import { TenantSamlSection } from './tenant-saml-section'

afterEach(cleanup)

describe('the SAML section', () => {
  it('saves a first set-up, switched on', async () => {
    const api = fakeSamlApi(unconfiguredSamlView)
    renderUi(<TenantSamlSection api={api} />)
    expect((await screen.findByTestId('saml-status')).dataset.status).toBe('off')
    fireEvent.change(screen.getByLabelText('IdP のメタデータ URL', { exact: false }), {
      target: { value: ' https://idp.hirameki.example/metadata ' },
    })
    fireEvent.change(screen.getByLabelText('メールアドレスのドメイン', { exact: false }), {
      target: { value: 'hirameki.example' },
    })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.getByTestId('saml-status').dataset.status).toBe('enabled'))
    expect(api.saved).toEqual([
      {
        metadataUrl: 'https://idp.hirameki.example/metadata',
        emailDomains: 'hirameki.example',
        defaultRole: 'member',
        enabled: true,
      },
    ])
  })

  it('shows the server’s refusal in the reader’s language and keeps what was stored', async () => {
    const api = fakeSamlApi(sampleSamlView, { refuseSave: samlDomainTaken })
    renderUi(<TenantSamlSection api={api} />, { locale: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(samlDomainTaken.en)
    expect(screen.getByTestId('saml-status').dataset.status).toBe('enabled')
    expect(api.saved).toHaveLength(1)
  })
})
