// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../i18n/locale'
import { renderUi } from '../../ui/testing/render'
import { sampleBrandIdentity } from '../branding/brand.fixtures'
import { BrandProvider } from '../branding/use-brand'
import { Enrolment } from './enrolment'
import SecondStepForm from './second-step-form'
import { TenantTwoFactorCard } from './tenant-two-factor-card'
import {
  fakeTenantTwoFactorApi,
  fakeTwoFactorApi,
  SAMPLE_TOTP_CODE,
  sampleBackupCodes,
  sampleTotpURI,
} from './two-factor.fixtures'
import { TwoFactorCard } from './two-factor-card'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const brand = sampleBrandIdentity({ names: { ja: 'ひらめきナビ', en: 'Hirameki Navi' } })

function renderWithBrand(ui: ReactElement, locale: Locale = 'ja') {
  return renderUi(<BrandProvider identity={brand}>{ui}</BrandProvider>, { locale })
}

/** `ui` under a root route whose context has the auth settings (a base path of its own here). */
async function renderUnderRoot(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({
      beforeLoad: () => ({ config: { auth: { basePath: '/custom/auth', tokenHeader: 'x-token' } } }),
      component: () => <BrandProvider identity={brand}>{ui}</BrandProvider>,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderUi(<RouterProvider router={router} />)
  await screen.findAllByRole('button')
}

/** better-auth answering every two-factor call with `body` and a new session token. */
function stubAuthServer(body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-token': 'from-the-server' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

describe('the enrolment', () => {
  it('sends the password and the brand, shows the key, refuses a wrong code, then shows the backup codes', async () => {
    const api = fakeTwoFactorApi()
    const onEnabled = vi.fn()
    const onFinished = vi.fn()
    renderWithBrand(<Enrolment api={api} onEnabled={onEnabled} onFinished={onFinished} />)
    type('パスワード', 'correct horse')
    fireEvent.click(screen.getByRole('button', { name: '設定を始める' }))
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    )
    expect(api.calls).toEqual([
      { path: 'enable', body: { password: 'correct horse', issuer: 'ひらめきナビ' } },
    ])

    type('6 桁のコード', '000 000')
    fireEvent.click(screen.getByRole('button', { name: '確認して有効にする' }))
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain(
      'コードが正しくありません。',
    )

    type('6 桁のコード', `${SAMPLE_TOTP_CODE.slice(0, 3)} ${SAMPLE_TOTP_CODE.slice(3)}`)
    fireEvent.click(screen.getByRole('button', { name: '確認して有効にする' }))
    const codes = await screen.findAllByTestId('backup-code')
    expect(codes.map((code) => code.textContent)).toEqual(sampleBackupCodes)
    expect(api.calls.slice(1).map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: SAMPLE_TOTP_CODE },
    ])
    // Turning 2FA on replaced the session: its token is handed on, once, and only after the right code.
    expect(onEnabled.mock.calls).toEqual([['fake-session-token']])
    fireEvent.click(screen.getByRole('button', { name: '保存しました。続ける' }))
    expect(onFinished).toHaveBeenCalledOnce()
  })

  it('leaves an empty password out and words better-auth’s refusal', async () => {
    const api = fakeTwoFactorApi({ refuseEnable: 'INVALID_PASSWORD' })
    renderWithBrand(<Enrolment api={api} onEnabled={() => {}} onFinished={() => {}} />, 'en')
    fireEvent.click(screen.getByRole('button', { name: 'Start set-up' }))
    expect((await screen.findByTestId('two-factor-error')).textContent).toBe('The password is not right.')
    expect(api.calls).toEqual([{ path: 'enable', body: { issuer: 'Hirameki Navi' } }])
  })
})

describe('the enrolment without an API', () => {
  it('posts to the root route’s auth base path and hands on the new session’s token', async () => {
    const fetch = stubAuthServer({ totpURI: sampleTotpURI('ひらめきナビ'), backupCodes: sampleBackupCodes })
    const onEnabled = vi.fn()
    await renderUnderRoot(<Enrolment onEnabled={onEnabled} onFinished={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: '設定を始める' }))
    await screen.findByTestId('two-factor-secret')
    type('6 桁のコード', SAMPLE_TOTP_CODE)
    fireEvent.click(screen.getByRole('button', { name: '確認して有効にする' }))
    await screen.findAllByTestId('backup-code')
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/custom/auth/two-factor/enable',
      '/custom/auth/two-factor/verify-totp',
    ])
    expect(onEnabled).toHaveBeenCalledWith('from-the-server')
  })
})

describe('the sign-in’s second step', () => {
  it('sends the code without spaces and finishes with the session token', async () => {
    const api = fakeTwoFactorApi()
    const onDone = vi.fn()
    renderUi(<SecondStepForm api={api} onDone={onDone} />)
    type('6 桁のコード', '12 34 56')
    fireEvent.click(screen.getByRole('button', { name: 'サインイン' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('fake-session-token'))
    expect(api.calls).toEqual([{ path: 'verify-totp', body: { code: '123456' } }])
  })

  it('takes a trimmed backup code instead, and says when it is wrong', async () => {
    const api = fakeTwoFactorApi()
    const onDone = vi.fn()
    renderUi(<SecondStepForm api={api} onDone={onDone} />, { locale: 'en' })
    fireEvent.click(screen.getByRole('button', { name: /backup code/ }))
    type('Backup code', 'aaaaa-bbbbb')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByTestId('two-factor-error')).textContent).toContain('backup code')
    type('Backup code', `  ${sampleBackupCodes[0]} `)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('fake-session-token'))
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['verify-backup-code', { code: 'aaaaa-bbbbb' }],
      ['verify-backup-code', { code: sampleBackupCodes[0] }],
    ])
  })

  it('says how long to wait after a 429', async () => {
    renderUi(
      <SecondStepForm api={fakeTwoFactorApi({ refuseCodes: 'TOO_MANY_REQUESTS' })} onDone={() => {}} />,
    )
    type('6 桁のコード', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'サインイン' }))
    expect((await screen.findByTestId('two-factor-error')).textContent).toBe(
      '試行回数が多すぎます。42 秒後にもう一度お試しください。',
    )
  })

  it('without an API, posts to the auth base path of the root route’s context', async () => {
    const fetch = stubAuthServer({ status: true })
    const onDone = vi.fn()
    await renderUnderRoot(<SecondStepForm onDone={onDone} />)
    type('6 桁のコード', '654 321')
    fireEvent.click(screen.getByRole('button', { name: 'サインイン' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('from-the-server'))
    expect(fetch).toHaveBeenCalledWith(
      '/custom/auth/two-factor/verify-totp',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: '654321' }) }),
    )
  })
})

describe('the owner’s card on /team', () => {
  it('turns the requirement on and shows it', async () => {
    const api = fakeTenantTwoFactorApi({}, 'test-on')
    renderUi(<TenantTwoFactorCard api={api} />)
    expect(await screen.findByText('未設定のメンバー: 3 人')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'メンバー全員に 2 段階認証を必須にする' }))
    await waitFor(() => expect(screen.getByText('必須', { exact: true })).toBeTruthy())
    expect(api.saved).toEqual([{ required: true }])
    expect(screen.queryByTestId('tenant-two-factor-error')).toBeNull()
  })

  it('says first that the owner must enrol, then shows the server’s 409 in the reader’s language', async () => {
    const api = fakeTenantTwoFactorApi({ ownerEnabled: false }, 'test-enrol-first')
    renderUi(<TenantTwoFactorCard api={api} />, { locale: 'en' })
    const checkbox = await screen.findByRole('checkbox')
    expect(screen.getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe('/two-factor')
    fireEvent.click(checkbox)
    expect((await screen.findByTestId('tenant-two-factor-error')).textContent).toBe(
      'Before requiring two-factor authentication for every member, set it up for yourself at /two-factor.',
    )
    expect(checkbox.getAttribute('aria-checked')).toBe('false')
  })
})

describe('the card on /user', () => {
  it('offers the set-up, or its management once enrolled', () => {
    renderUi(<TwoFactorCard enabled={false} />)
    expect(screen.getByRole('link', { name: '設定する' }).getAttribute('href')).toBe('/two-factor')
    cleanup()
    renderUi(<TwoFactorCard enabled />, { locale: 'en' })
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/two-factor')
  })
})
