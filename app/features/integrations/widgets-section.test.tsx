// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeWidgetsApi, managersOnly, offWidget, originRefusal, sampleWidget } from './widgets.fixtures'
import { WidgetsSection } from './widgets-section'

afterEach(cleanup)

describe('the chat widgets section', () => {
  it('lists widgets with their status, sites and embed code, which copies', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderUi(<WidgetsSection api={fakeWidgetsApi([sampleWidget, offWidget])} />)
    const items = await screen.findAllByTestId('widget-item')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).getByTestId('widget-status').textContent).toBe('有効')
    expect(within(items[1] as HTMLElement).getByTestId('widget-status').textContent).toBe('停止中')
    expect(items[0]?.textContent).toContain('https://www.hirameki.example, https://shop.hirameki.example')
    expect(within(items[0] as HTMLElement).getByTestId('widget-snippet').textContent).toBe(
      sampleWidget.snippet,
    )
    fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'コピー' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(sampleWidget.snippet))
    expect(await within(items[0] as HTMLElement).findByText('コピーしました')).toBeTruthy()
  })

  it('says there is none yet, and creates one from the dialog with every setting', async () => {
    const api = fakeWidgetsApi([])
    renderUi(<WidgetsSection api={api} />)
    expect(await screen.findByText('ウィジェットはまだありません。')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'ウィジェットを作成' }))
    const dialog = await screen.findByRole('dialog')
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false })
    fireEvent.change(field('ウィジェット名'), { target: { value: ' サイト ' } })
    fireEvent.change(field('許可するサイト'), {
      target: { value: 'https://www.hirameki.example\nhttp://localhost:8080' },
    })
    fireEvent.change(field('あいさつ（日本語）'), { target: { value: 'ようこそ' } })
    fireEvent.change(field('あいさつ（英語）'), { target: { value: 'Welcome' } })
    fireEvent.change(field('アクセントカラー'), { target: { value: '#1a73e8' } })
    fireEvent.change(field('訪問者 1 人あたり'), { target: { value: '5' } })
    fireEvent.change(field('ウィジェット全体'), { target: { value: '100' } })
    fireEvent.click(within(dialog).getByRole('checkbox'))
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent).toEqual([
      {
        chat: 'chat',
        name: 'サイト',
        allowedOrigins: ['https://www.hirameki.example', 'http://localhost:8080'],
        greetingJa: 'ようこそ',
        greetingEn: 'Welcome',
        position: 'bottom-right',
        accentColor: '#1a73e8',
        visitorDailyCap: 5,
        dailyCap: 100,
        enabled: false,
      },
    ])
    expect(await screen.findAllByTestId('widget-item')).toHaveLength(1)
  })

  it('edits a widget from its own settings and shows a refusal in the reader’s language', async () => {
    const api = fakeWidgetsApi([offWidget], { refuseSave: originRefusal })
    renderUi(<WidgetsSection api={api} />, { locale: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText('Accent colour', { exact: false }) as HTMLInputElement).value).toBe(
      '#c2185b',
    )
    expect(
      (within(dialog).getByLabelText('Allowed sites', { exact: false }) as HTMLTextAreaElement).value,
    ).toBe('http://localhost:8080')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(originRefusal.en)
    expect(api.sent[0]).toMatchObject({ chat: 'custom:mail', position: 'bottom-left', enabled: false })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('shows a member the server’s refusal', async () => {
    renderUi(<WidgetsSection api={fakeWidgetsApi([], { refuseList: managersOnly })} />, { locale: 'en' })
    expect((await screen.findByRole('alert')).textContent).toBe(managersOnly.en)
  })
})
