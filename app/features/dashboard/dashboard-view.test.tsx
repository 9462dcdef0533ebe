// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { emptyCustomDashboard, memberDashboard, sampleDashboard } from './dashboard.fixtures'
import { DashboardView } from './dashboard-view'

afterEach(cleanup)

describe('DashboardView', () => {
  it('shows totals, named charts with tables, top and unanswered questions', () => {
    renderUi(<DashboardView dashboard={sampleDashboard} onDaysChange={() => {}} />)
    expect(screen.getByRole('heading', { level: 1, name: '就業規則FAQ のダッシュボード' })).toBeTruthy()
    expect(screen.getByText('組織の全メンバーの利用状況です。')).toBeTruthy()
    expect(screen.getByTestId('total-tokens').textContent).toBe('174,620')
    expect(screen.getByTestId('total-charged').textContent).toBe('52,386')
    expect(screen.getByTestId('total-token-split').textContent).toBe('入力 129,219・出力 45,401')
    expect(screen.getByRole('img', { name: '日ごとのスレッド数とメッセージ数のグラフ' })).toBeTruthy()
    const users = screen.getByRole('table', { name: 'ユーザー別のトークンとクレジット' })
    expect(within(users).getByText('オーナー 一郎')).toBeTruthy()
    // A user who left keeps their usage, under a neutral name.
    expect(within(users).getByText('（退会したユーザー）')).toBeTruthy()
    const unanswered = screen.getByRole('table', { name: 'FAQ で回答できなかった質問' })
    expect(within(unanswered).getByText('社内の宇宙旅行制度について教えて')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'チャットを開く' }).getAttribute('href')).toBe(
      '/faqchat/work-rules',
    )
  })

  it('labels model tokens and credits apart in the totals, the tables and the charts', () => {
    renderUi(<DashboardView dashboard={sampleDashboard} onDaysChange={() => {}} />, { locale: 'en' })
    const label = (testId: string) =>
      screen.getByTestId(testId).parentElement?.querySelector('dt')?.textContent
    expect(label('total-tokens')).toBe('Model tokens')
    expect(label('total-charged')).toBe('Credits charged')
    for (const name of ['Tokens and credits per day', 'Tokens and credits by user']) {
      const headers = within(screen.getByRole('table', { name }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      expect(headers).toEqual(expect.arrayContaining(['Tokens', 'Credits']))
    }
    const owner = within(screen.getByRole('table', { name: 'Tokens and credits by user' })).getByRole('row', {
      name: /オーナー 一郎/,
    })
    expect(owner.textContent).toContain('98,000')
    expect(owner.textContent).toContain('in 72,520 · out 25,480')
    expect(owner.textContent).toContain('29,400')
    expect(
      screen.getByRole('img', { name: 'Chart of model tokens and credits charged per day' }),
    ).toBeTruthy()
  })

  it('shows the satisfaction rate and the replies rated bad, with question, reason and comment', () => {
    renderUi(<DashboardView dashboard={sampleDashboard} onDaysChange={() => {}} />)
    expect(screen.getByTestId('total-satisfaction').textContent).toBe('75%')
    expect(screen.getByTestId('feedback-counts').textContent).toBe('良い 18・良くない 6')
    const downvotes = screen.getByRole('table', { name: '低評価の回答' })
    const rows = within(downvotes).getAllByRole('row')
    expect(within(rows[1] as HTMLElement).getByText('在宅勤務は週に何日までできますか？')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('情報が古い')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('4月から週3日に変わっています')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('（未選択）')).toBeTruthy()
  })

  it('says so when no reply was rated in the period', () => {
    renderUi(<DashboardView dashboard={emptyCustomDashboard} onDaysChange={() => {}} />, { locale: 'en' })
    expect(screen.getByTestId('total-satisfaction').textContent).toBe('No ratings')
    expect(screen.getByText('No reply was rated bad in this period.')).toBeTruthy()
  })

  it('changes the range through toggle buttons', () => {
    const onDaysChange = vi.fn()
    renderUi(<DashboardView dashboard={sampleDashboard} onDaysChange={onDaysChange} />, { locale: 'en' })
    // The chat's English name, when the catalogue has one.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Work rules FAQ')
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }))
    expect(onDaysChange).toHaveBeenCalledWith(90)
  })

  it('tells a member the data is their own', () => {
    renderUi(<DashboardView dashboard={memberDashboard} onDaysChange={() => {}} />)
    expect(screen.getByText(/あなた自身の利用状況です。/)).toBeTruthy()
    expect(screen.getByText('この期間に回答できなかった質問はありません。')).toBeTruthy()
  })

  it('has no unanswered list for other chats, and says when a period is empty', () => {
    renderUi(<DashboardView dashboard={emptyCustomDashboard} onDaysChange={() => {}} />)
    expect(screen.queryByRole('table', { name: 'FAQ で回答できなかった質問' })).toBeNull()
    expect(screen.getByText('この期間の質問はまだありません。')).toBeTruthy()
    expect(screen.getByText('この期間のトークン使用はありません。')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'ユーザー別のトークン使用量のグラフ' })).toBeNull()
  })
})
