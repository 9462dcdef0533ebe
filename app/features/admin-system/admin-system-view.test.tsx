// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { configuredSystemSettings, defaultSystemSettings } from './admin-system.fixtures'
import { AdminSystemView, type SaveResult } from './admin-system-view'
import { MaintenanceNoticeBanner } from './maintenance-notice-banner'

afterEach(cleanup)

describe('AdminSystemView', () => {
  it('sends the whole form with the placeholders as empty values', async () => {
    const onSave = vi.fn<(body: unknown) => Promise<SaveResult>>().mockResolvedValue(undefined)
    renderUi(<AdminSystemView data={defaultSystemSettings} onSave={onSave} />)
    fireEvent.change(screen.getByLabelText('お知らせ (日本語)'), { target: { value: '本日メンテナンス' } })
    fireEvent.change(screen.getByLabelText('お知らせ (英語)'), { target: { value: 'Maintenance today' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        registrationOpen: true,
        defaultApplication: '',
        maintenanceJa: '本日メンテナンス',
        maintenanceEn: 'Maintenance today',
        provider: '',
        model: '',
        baseURL: '',
        apiKey: '',
        clearApiKey: false,
      }),
    )
  })

  it("shows the server's field errors in the reader's language, and never a stored key", async () => {
    const onSave = vi.fn<(body: unknown) => Promise<SaveResult>>().mockResolvedValue({
      fieldErrors: { maintenanceEn: 'adminSystem.errors.noticeBoth', baseURL: 'adminSystem.errors.url' },
      message: '入力内容を確認してください。',
    })
    renderUi(<AdminSystemView data={configuredSystemSettings} onSave={onSave} />, { locale: 'en' })
    expect(screen.getByText(/An API key is set/)).toBeTruthy()
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('')
    expect(screen.getByLabelText('Delete the stored API key')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the notice in both Japanese and English.')).toBeTruthy()
    expect(screen.getByText('Enter an http(s) URL.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('入力内容を確認してください。')
  })
})

describe('MaintenanceNoticeBanner', () => {
  const notice = { ja: '明日 2:00 からメンテナンスです。', en: 'Maintenance from 2:00 tomorrow.' }
  it('speaks the reader’s language', () => {
    renderUi(<MaintenanceNoticeBanner notice={notice} />)
    expect(screen.getByRole('complementary', { name: 'メンテナンスのお知らせ' }).textContent).toContain(
      notice.ja,
    )
    cleanup()
    renderUi(<MaintenanceNoticeBanner notice={notice} />, { locale: 'en' })
    expect(screen.getByRole('complementary', { name: 'Maintenance notice' }).textContent).toContain(notice.en)
  })
})
