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
    expect(screen.getByRole('img', { name: '日ごとのスレッド数とメッセージ数のグラフ' })).toBeTruthy()
    const users = screen.getByRole('table', { name: 'ユーザー別のトークン使用量' })
    expect(within(users).getByText('オーナー 一郎')).toBeTruthy()
    // A user who left keeps their usage, under a neutral name.
    expect(within(users).getByText('（退会したユーザー）')).toBeTruthy()
    const unanswered = screen.getByRole('table', { name: 'FAQ で回答できなかった質問' })
    expect(within(unanswered).getByText('社内の宇宙旅行制度について教えて')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'チャットを開く' }).getAttribute('href')).toBe(
      '/faqchat/work-rules',
    )
  })

  it('changes the range through toggle buttons', () => {
    const onDaysChange = vi.fn()
    renderUi(<DashboardView dashboard={sampleDashboard} onDaysChange={onDaysChange} />, { locale: 'en' })
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
