// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { SAMPLE_BALANCE, sampleMessage } from './chat-stories-data'
import type { BalanceView } from './chat-types.shared'
import { Composer } from './composer'
import { MessageView } from './message-view'

afterEach(cleanup)

const balance = SAMPLE_BALANCE

function composer(view: BalanceView, locale?: 'en') {
  renderUi(
    <Composer
      value="こんにちは"
      onValueChange={() => {}}
      onSend={() => {}}
      onStop={() => {}}
      streaming={false}
      balance={view}
    />,
    locale ? { locale } : undefined,
  )
  return screen.getByRole('button', { name: locale ? 'Send' : '送信' })
}

describe('the credits beside the composer', () => {
  it('shows what is left of the balance, and of the member’s monthly cap with its reset day', () => {
    const allowance = {
      scope: 'member' as const,
      teamName: null,
      cap: 20_000,
      committed: 15_500,
      remaining: 4500,
      resetsOn: '2026-12-01',
    }
    const send = composer({ ...balance, allowance })
    expect(screen.getByTestId('balance').textContent).toBe('残り 48,000 クレジット')
    expect(screen.getByTestId('allowance').textContent).toBe(
      '今月の上限まで残り 4,500 / 20,000（12月1日リセット）',
    )
    expect(send.hasAttribute('disabled')).toBe(false)
  })

  it('says a team’s cap is reached, when it resets, and keeps the message from being sent', () => {
    const allowance = {
      scope: 'team' as const,
      teamName: 'Sales',
      cap: 20_000,
      committed: 19_000,
      remaining: 1000,
      resetsOn: '2026-12-01',
    }
    const send = composer({ ...balance, allowance, canSend: false }, 'en')
    expect(screen.getByTestId('allowance-exhausted').textContent).toBe(
      'Team "Sales" has reached its monthly limit of 20,000 credits (a message needs at least 2,048). It resets on Dec 1. Ask an owner or admin to change it.',
    )
    expect(screen.queryByTestId('balance-exhausted')).toBeNull()
    expect(send.hasAttribute('disabled')).toBe(true)
  })

  it('says an offline chat is free and sends with no credits at all', () => {
    const send = composer({
      ...balance,
      balance: 0,
      available: 0,
      minimumToSend: 0,
      free: true,
      canSend: true,
    })
    expect(screen.getByTestId('balance').textContent).toBe('このチャットはオフライン応答のため無料です')
    expect(screen.queryByTestId('balance-exhausted')).toBeNull()
    expect(send.hasAttribute('disabled')).toBe(false)
  })

  it('says the balance is short when no cap is the reason', () => {
    composer({ ...balance, balance: 300, available: 300, canSend: false })
    expect(screen.getByTestId('balance-exhausted').textContent).toContain(
      'クレジットが不足しているため送信できません（残り 300',
    )
  })
})

describe('what a reply cost', () => {
  it('shows tokens and credits side by side', () => {
    renderUi(
      <MessageView
        message={sampleMessage({ content: '答え', totalTokens: 1234, credits: 617 })}
        faq={false}
      />,
    )
    expect(screen.getByTestId('message-usage').textContent).toBe('使用トークン 1,234 · 617 クレジット')
  })

  it('says an offline reply was free', () => {
    renderUi(
      <MessageView
        message={sampleMessage({ content: '答え', totalTokens: 243, model: 'offline' })}
        faq={false}
      />,
      { locale: 'en' },
    )
    expect(screen.getByTestId('message-usage').textContent).toBe('Offline reply: free (0 credits)')
  })
})
