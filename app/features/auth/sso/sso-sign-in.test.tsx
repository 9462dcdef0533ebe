// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '#app/ui/testing/render'
import { loadConfig, toPublicConfig } from '#root/app.config'
import { demoBrands } from '../../branding/brand.fixtures'
import { BrandProvider } from '../../branding/use-brand'
import { authEn, authJa } from '../auth.messages'
import { samlSignInEn, samlSignInJa } from '../saml/saml-texts.shared'
import { SsoSignIn, type SsoSignInProps } from './sso-sign-in'

const auth = toPublicConfig(loadConfig({}), 'test').auth
const AUTHORIZE = 'http://127.0.0.1:4175/auth?client_id=opsai&state=s'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

function sentBody(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0] ?? []
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) }
}

function renderPage(props: Partial<SsoSignInProps>, locale: 'ja' | 'en' = 'ja') {
  const navigate = vi.fn()
  renderUi(
    <BrandProvider identity={demoBrands.hirameki_ai}>
      <SsoSignIn enabled auth={auth} navigate={navigate} {...props} />
    </BrandProvider>,
    { locale },
  )
  return { navigate }
}

describe('SsoSignIn without an OpenID Connect provider', () => {
  it('offers only the SAML e-mail form and links back to /login (ja)', () => {
    renderPage({ enabled: false })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(authJa.sso.title)
    expect(screen.getByRole('textbox', { name: samlSignInJa.email })).toBeTruthy()
    expect(screen.queryByTestId('sso-start')).toBeNull()
    expect(screen.getByRole('link', { name: authJa.sso.back }).getAttribute('href')).toBe('/login')
  })

  it('in English too, and ignores a stale OpenID Connect error code', () => {
    renderPage({ enabled: false, error: 'signup_disabled', redirect: '/team' }, 'en')
    expect(screen.getByRole('button', { name: samlSignInEn.submit })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: authEn.sso.back }).getAttribute('href')).toBe(
      '/login?redirect=%2Fteam',
    )
  })
})

describe('SsoSignIn: SAML by e-mail domain', () => {
  it('sends the e-mail and the redirect to /saml/start and leaves for the IdP', async () => {
    const fetch = answer(200, { url: 'http://127.0.0.1:5406/sso?SAMLRequest=x' })
    vi.stubGlobal('fetch', fetch)
    const { navigate } = renderPage({ enabled: false, redirect: '/team' })
    await userEvent.type(screen.getByRole('textbox', { name: samlSignInJa.email }), 'ito@acme.example')
    await userEvent.click(screen.getByRole('button', { name: samlSignInJa.submit }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://127.0.0.1:5406/sso?SAMLRequest=x'))
    expect(sentBody(fetch)).toMatchObject({
      url: `${auth.basePath}/saml/start`,
      method: 'POST',
      body: { email: 'ito@acme.example', redirect: '/team' },
    })
  })

  it('says which check refused, from the start or from the way back', async () => {
    vi.stubGlobal('fetch', answer(404, { code: 'SAML_REFUSED', refusal: 'unknown-domain' }))
    const { navigate } = renderPage({ enabled: true }, 'en')
    await userEvent.type(screen.getByRole('textbox', { name: samlSignInEn.email }), 'a@nowhere.example')
    await userEvent.click(screen.getByRole('button', { name: samlSignInEn.submit }))
    expect((await screen.findByTestId('saml-error')).textContent).toBe(samlSignInEn.refusals.unknownDomain)
    expect(navigate).not.toHaveBeenCalled()
    cleanup()
    renderPage({ enabled: false, saml: 'replayed' })
    expect(screen.getByRole('alert').textContent).toBe(samlSignInJa.refusals.replayed)
  })
})

describe('SsoSignIn with configuration', () => {
  it('starts the flow with the redirect target and leaves for the provider', async () => {
    const fetch = answer(200, { url: AUTHORIZE, redirect: false })
    vi.stubGlobal('fetch', fetch)
    const { navigate } = renderPage({ redirect: '/team?tab=2' })
    await userEvent.click(screen.getByRole('button', { name: authJa.sso.start }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(AUTHORIZE))
    const sent = sentBody(fetch)
    expect(sent.url).toBe('/api/auth/sign-in/social')
    expect(sent.method).toBe('POST')
    expect(sent.body).toEqual({
      provider: 'ezpass',
      callbackURL: '/team?tab=2',
      errorCallbackURL: '/login/ezpass?redirect=%2Fteam%3Ftab%3D2',
      disableRedirect: true,
    })
  })

  it('lands on / when the redirect leads off the site', async () => {
    const fetch = answer(200, { url: AUTHORIZE })
    vi.stubGlobal('fetch', fetch)
    renderPage({ redirect: 'https://evil.example/' })
    expect(screen.getByRole('link', { name: authJa.sso.back }).getAttribute('href')).toBe('/login')
    await userEvent.click(screen.getByRole('button', { name: authJa.sso.start }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(sentBody(fetch).body).toMatchObject({ callbackURL: '/', errorCallbackURL: '/login/ezpass' })
  })

  it('says so when the flow cannot start, and stays on the page', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'boom' }))
    const { navigate } = renderPage({})
    await userEvent.click(screen.getByRole('button', { name: authJa.sso.start }))
    expect((await screen.findByRole('alert')).textContent).toBe(authJa.sso.failed)
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: authJa.sso.start })).toBeTruthy()
  })

  it('never leaves for a script URL', async () => {
    vi.stubGlobal('fetch', answer(200, { url: 'javascript:alert(1)' }))
    const { navigate } = renderPage({}, 'en')
    await userEvent.click(screen.getByRole('button', { name: authEn.sso.start }))
    expect((await screen.findByRole('alert')).textContent).toBe(authEn.sso.failed)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('reports too many attempts with the wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, headers: { 'retry-after': '42' } })),
    )
    renderPage({}, 'en')
    await userEvent.click(screen.getByRole('button', { name: authEn.sso.start }))
    expect((await screen.findByRole('alert')).textContent).toContain('42')
  })

  it.each([
    ['signup_disabled', authJa.sso.notInvited, authEn.sso.notInvited],
    ['account_not_linked', authJa.sso.notLinked, authEn.sso.notLinked],
    ['access_denied', authJa.sso.declined, authEn.sso.declined],
    ['state_mismatch', authJa.sso.expired, authEn.sso.expired],
    ['invalid_code', authJa.sso.callbackFailed, authEn.sso.callbackFailed],
  ])('explains error=%s in both languages', (code, ja, en) => {
    renderPage({ error: code })
    expect(screen.getByRole('alert').textContent).toBe(ja)
    cleanup()
    renderPage({ error: code }, 'en')
    expect(screen.getByRole('alert').textContent).toBe(en)
    expect(screen.getByRole('button', { name: authEn.sso.start })).toBeTruthy()
  })
})
