// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { exhaustedBalance, lowBalance, sampleHome } from './home.fixtures'
import { HomeView, NoTenantView } from './home-view'

afterEach(cleanup)

describe('HomeView', () => {
  it('shows the chats under their categories, the recent threads and the balance', () => {
    renderUi(<HomeView home={sampleHome} userName="オーナー 一郎" />)
    expect(screen.getByRole('heading', { level: 1, name: 'ようこそ、オーナー 一郎 さん' })).toBeTruthy()
    const writing = screen.getByRole('region', { name: '文書作成' })
    expect(within(writing).getByRole('link', { name: 'ビジネスメール作成' }).getAttribute('href')).toBe(
      '/customchat/business-mail',
    )
    expect(screen.getByRole('region', { name: 'その他' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ダッシュボード（就業規則FAQ）' }).textContent).toBe(
      'ダッシュボード',
    )
    const recent = screen.getByRole('region', { name: '最近のスレッド' })
    expect(within(recent).getByRole('link', { name: '来週の出張の持ち物リスト' }).getAttribute('href')).toBe(
      '/chat/thread/t2',
    )
    expect(screen.getByTestId('token-balance').textContent).toContain('809,945')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('warns when the balance runs low and links to the payment page', () => {
    renderUi(<HomeView home={{ ...sampleHome, balance: lowBalance }} userName="x" />)
    const warning = screen.getByRole('status')
    expect(warning.textContent).toContain('クレジット残高が少なくなっています')
    expect(warning.textContent).toContain('20,000 クレジット')
    expect(within(warning).getByRole('link', { name: 'クレジットを購入' }).getAttribute('href')).toBe(
      '/payment',
    )
  })

  it('says plainly that chats cannot answer once the credits are used up', () => {
    renderUi(<HomeView home={{ ...sampleHome, balance: exhaustedBalance }} userName="x" />, { locale: 'en' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('the chats cannot answer')
    expect(within(alert).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/payment')
  })

  it('shows an empty state (and still the general chat) when no chat is enabled', () => {
    renderUi(
      <HomeView home={{ ...sampleHome, groups: [], recentThreads: [], seesAllUsers: false }} userName="x" />,
    )
    expect(screen.getByRole('heading', { name: '利用できるチャットがまだありません' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'チャット' })[0]?.getAttribute('href')).toBe('/chat')
    expect(
      screen.getByText('まだスレッドはありません。チャットで質問すると、ここに表示されます。'),
    ).toBeTruthy()
  })

  it('tells a signed-in user of no organisation to ask for an invitation, with no chats', () => {
    renderUi(<NoTenantView userName="SSO Member" />)
    expect(screen.getByRole('heading', { level: 1, name: 'ようこそ、SSO Member さん' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'まだどの組織にも所属していません' })).toBeTruthy()
    expect(screen.getByText(/招待を依頼してください/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'チャット' })).toBeNull()
  })
})
