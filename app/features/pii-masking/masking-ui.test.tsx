// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleMessage } from '../chat/chat-stories-data'
import { MessageView } from '../chat/message-view'
import { fakeTenantMaskingApi, maskedQuestion, storedMaskedQuestion } from './masking.fixtures'
import { TenantMaskingCard } from './tenant-masking-card'

afterEach(cleanup)

describe('a masked message', () => {
  it('marks each masked span with its kind and counts them under the message', () => {
    renderUi(<MessageView message={sampleMessage({ role: 'user', ...maskedQuestion })} faq={false} />)
    const marks = [...document.querySelectorAll('mark')]
    expect(marks.map((mark) => [mark.dataset.maskKind, mark.textContent])).toEqual([
      ['email', 'taro@example.jp'],
      ['phone', '090-1234-5678'],
      ['ngWord', 'Project Falcon'],
    ])
    expect(marks[0]?.title).toBe('メールアドレス（AI に送る前にマスクしました）')
    expect(screen.getByTestId('message-text').textContent).toBe(maskedQuestion.content)
    expect(screen.getByTestId('masked-note').textContent).toBe(
      '送信前にマスクしました: メールアドレス 1件、電話番号 1件、NG ワード 1件',
    )
  })

  it('says so in English, and that a message stored masked was stored so', () => {
    renderUi(<MessageView message={sampleMessage({ role: 'user', ...storedMaskedQuestion })} faq={false} />, {
      locale: 'en',
    })
    expect(screen.getByTestId('masked-note').textContent).toBe(
      'Masked before sending, and stored masked: 1 e-mail address, 1 phone number, 1 NG word',
    )
    expect(document.querySelector('mark[data-mask-kind="email"]')?.textContent).toBe('[EMAIL]')
  })

  it('shows no note and no mark when nothing was masked', () => {
    renderUi(<MessageView message={sampleMessage({ role: 'user', content: 'こんにちは' })} faq={false} />)
    expect(screen.queryByTestId('masked-note')).toBeNull()
    expect(document.querySelector('mark')).toBeNull()
  })
})

describe('the tenant’s masking card', () => {
  it('locks the application’s kinds on and saves what the owner adds', async () => {
    const api = fakeTenantMaskingApi({}, 'card-test')
    const save = vi.spyOn(api, 'save')
    renderUi(<TenantMaskingCard api={api} />)
    const email = await screen.findByRole('checkbox', { name: 'メールアドレス' })
    expect(email.getAttribute('aria-checked')).toBe('true')
    expect(email.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('アプリケーションの NG ワード 2 個も適用されます。')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'クレジットカード番号' }))
    fireEvent.change(screen.getByLabelText('NG ワード'), { target: { value: 'ガンマ案件\n\n  社外秘 \n' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'メッセージもマスクしたまま保存する' }))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        kinds: ['myNumber', 'card'],
        ngWords: ['ガンマ案件', '社外秘'],
        storeMasked: true,
      }),
    )
    // The form is seeded again from what the server kept.
    await waitFor(() =>
      expect(
        screen
          .getByRole('checkbox', { name: 'メッセージもマスクしたまま保存する' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    )
    expect((screen.getByLabelText('NG ワード') as HTMLTextAreaElement).value).toBe('ガンマ案件\n社外秘')
  })

  it('shows the server’s refusal at the NG words', async () => {
    renderUi(<TenantMaskingCard api={fakeTenantMaskingApi({}, 'refusal-test')} />, { locale: 'en' })
    const words = await screen.findByLabelText('NG words')
    fireEvent.change(words, { target: { value: 'x'.repeat(51) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Each NG word may be at most 50 characters.')).toBeTruthy()
  })
})
