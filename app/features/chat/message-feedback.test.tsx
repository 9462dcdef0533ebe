// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { ChatApiError } from './chat-api-client'
import { sampleMessage } from './chat-stories-data'
import type { FeedbackBody, MessageFeedbackView } from './feedback.shared'
import { MessageView } from './message-view'

afterEach(cleanup)

function stored(messageId: string, body: FeedbackBody): MessageFeedbackView {
  return {
    messageId,
    rating: body.rating,
    reason: body.reason ?? null,
    comment: body.comment ?? null,
    createdAt: '2025-04-01T09:00:00.000Z',
    updatedAt: '2025-04-01T09:00:00.000Z',
  }
}

const reply = sampleMessage({ id: 'r1', role: 'assistant', content: '有給休暇は10日です。' })

describe('feedback on a reply', () => {
  it('rates up at once and shows the choice', async () => {
    const save = vi.fn(async (id: string, body: FeedbackBody) => stored(id, body))
    renderUi(<MessageView message={reply} faq={false} saveFeedback={save} />)
    const up = screen.getByRole('button', { name: '良い回答' })
    expect(up.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(up)
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'))
    expect(save).toHaveBeenCalledWith('r1', { rating: 'up' })
    expect(screen.getByRole('status').textContent).toBe('ご意見ありがとうございました。')
    expect(screen.queryByTestId('feedback-form')).toBeNull()
  })

  it('rates down at once, then sends a reason and a comment; the rating can change back', async () => {
    const save = vi.fn(async (id: string, body: FeedbackBody) => stored(id, body))
    renderUi(<MessageView message={reply} faq={false} saveFeedback={save} />, { locale: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Bad reply' }))
    const form = await screen.findByTestId('feedback-form')
    expect(save).toHaveBeenLastCalledWith('r1', { rating: 'down' })
    expect(screen.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('true')
    for (const label of ['Wrong', 'Outdated', 'Not helpful', 'Other']) {
      expect(within(form).getByRole('radio', { name: label })).toBeTruthy()
    }
    fireEvent.click(within(form).getByRole('radio', { name: 'Outdated' }))
    fireEvent.change(within(form).getByLabelText('Comment (optional)'), {
      target: { value: ' The policy changed in April ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByTestId('feedback-form')).toBeNull())
    expect(save).toHaveBeenLastCalledWith('r1', {
      rating: 'down',
      reason: 'outdated',
      comment: 'The policy changed in April',
    })

    fireEvent.click(screen.getByRole('button', { name: 'Good reply' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Good reply' }).getAttribute('aria-pressed')).toBe('true'),
    )
    expect(screen.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('false')
  })

  it("shows the reader's earlier rating, and an error in their language", async () => {
    const save = vi.fn(async () => {
      throw new ChatApiError(404, 'not_found', {
        ja: 'メッセージは見つかりません',
        en: 'Message was not found',
      })
    })
    renderUi(
      <MessageView
        message={{ ...reply, feedback: stored('r1', { rating: 'down', reason: 'wrong' }) }}
        faq={false}
        saveFeedback={save}
      />,
      { locale: 'en' },
    )
    expect(screen.getByRole('button', { name: 'Bad reply' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Good reply' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Message was not found')
  })

  it('offers no thumbs on questions or on a reply still being written', () => {
    renderUi(
      <ol>
        <MessageView message={sampleMessage({ id: 'q', role: 'user', content: '質問' })} faq={false} />
        <MessageView message={{ ...reply, id: 'live', live: true, status: 'streaming' }} faq={false} />
      </ol>,
    )
    expect(screen.queryByTestId('message-feedback')).toBeNull()
  })
})

describe('FAQ sources and "no match"', () => {
  it('lists the sources once, without a score', () => {
    renderUi(
      <MessageView
        message={{
          ...reply,
          sources: [
            { type: 'faq', id: '0', title: '有給休暇は何日もらえますか？', snippet: '', score: 0.53 },
          ],
        }}
        faq
      />,
    )
    const sources = screen.getByTestId('faq-sources')
    expect(sources.textContent).toBe('参照した情報有給休暇は何日もらえますか？')
    expect(screen.queryByText(/0\.53/)).toBeNull()
  })

  it('does not repeat "no match" under a reply that already says it', () => {
    renderUi(
      <MessageView
        message={{
          ...reply,
          content: '【オフライン応答】FAQ には、このご質問に当てはまる回答が見つかりませんでした。',
          sources: [],
        }}
        faq
      />,
    )
    expect(screen.queryByTestId('faq-no-match')).toBeNull()
    renderUi(<MessageView message={{ ...reply, id: 'empty', content: '', sources: [] }} faq />)
    expect(screen.getByTestId('faq-no-match')).toBeTruthy()
  })
})
