// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeApiKeysApi, NEW_KEY, sampleChats, tooManyKeys } from './api-keys.fixtures'
import { ApiKeysSection } from './api-keys-section'

afterEach(cleanup)

describe('the API keys section', () => {
  it('lists keys with their scope, last use and revocation', async () => {
    renderUi(<ApiKeysSection api={fakeApiKeysApi()} />)
    const table = await screen.findByTestId('api-key-table')
    const bot = within(table).getByText('社内ボット').closest('tr') as HTMLElement
    expect(bot.textContent).toContain('opsai_sk_Ab3dE9…')
    expect(bot.textContent).toContain('汎用チャット、サポート FAQ')
    const ci = within(table).getByText('CI（夜間のテスト）').closest('tr') as HTMLElement
    expect(ci.textContent).toContain('すべて')
    expect(within(ci).getByTestId('api-key-last-used').textContent).toBe('未使用')
    expect(within(table).getByTestId('api-key-revoked').textContent).toMatch(/^無効化: /)
    expect(within(table).getAllByRole('button', { name: '無効にする' })).toHaveLength(2)
  })

  it('creates a key for chosen chats and shows it once', async () => {
    const api = fakeApiKeysApi({ keys: [], chats: sampleChats })
    renderUi(<ApiKeysSection api={api} />)
    fireEvent.click(await screen.findByRole('button', { name: 'API キーを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '作成' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('名前を入力してください。')
    fireEvent.change(within(dialog).getByLabelText('名前', { exact: false }), {
      target: { value: ' 社内ボット ' },
    })
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'すべてのチャット（今後追加されるものも含む）' }),
    )
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'サポート FAQ (faq:support)' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '作成' }))
    expect((await screen.findByTestId('new-api-key')).textContent).toBe(NEW_KEY)
    expect(api.created).toEqual([{ name: '社内ボット', chats: ['faq:support'] }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }))
    expect(screen.queryByTestId('new-api-key')).toBeNull()
  })

  it('shows the server’s refusal in English and revokes after confirming', async () => {
    const api = fakeApiKeysApi(undefined, { refuseCreate: tooManyKeys })
    renderUi(<ApiKeysSection api={api} />, { locale: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name', { exact: false }), { target: { value: 'Bot' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(tooManyKeys.en)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const [revoke] = screen.getAllByRole('button', { name: 'Revoke' })
    fireEvent.click(revoke as HTMLElement)
    const confirm = await screen.findByRole('dialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(api.revoked).toEqual(['k1']))
    await waitFor(() => expect(screen.getAllByTestId('api-key-revoked')).toHaveLength(2))
  })
})
