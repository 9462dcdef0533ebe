// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import {
  noopApplicationActions,
  sampleAdminApplications,
  sampleApplicationsSearch,
} from './admin-applications.fixtures'
import { type AdminApplicationActions, AdminApplicationsView } from './admin-applications-view'

afterEach(cleanup)

const render = (actions: AdminApplicationActions = noopApplicationActions) =>
  renderUi(
    <AdminApplicationsView
      data={sampleAdminApplications}
      search={sampleApplicationsSearch}
      onSearchChange={vi.fn()}
      actions={actions}
      onChanged={vi.fn()}
    />,
  )

describe('AdminApplicationsView', () => {
  it('lists applications with their provider and whether a key is set, never a key', () => {
    render()
    const table = screen.getByRole('table')
    expect(within(table).getByText('API キー: 設定済み')).toBeTruthy()
    expect(within(table).getByText('サーバーの既定の設定')).toBeTruthy()
    expect(within(table).getByText('なし（無料登録は閉鎖）')).toBeTruthy()
  })

  it('creates with a default plan searched on the server, starting on the first plan', async () => {
    const user = userEvent.setup()
    const create = vi.fn().mockResolvedValue({ ok: true, data: { name: 'ミライAI' } })
    const searchChoices = vi.fn(noopApplicationActions.searchChoices)
    render({ ...noopApplicationActions, create, searchChoices })
    await user.click(screen.getByRole('button', { name: 'アプリケーションを作成' }))
    const dialog = await screen.findByRole('dialog')
    const plan = within(dialog).getByRole('combobox', { name: '既定のプラン' }) as HTMLInputElement
    expect(plan.value).toBe('フリー (free)')
    fireEvent.change(within(dialog).getByLabelText(/^識別名/), { target: { value: 'mirai_ai' } })
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: 'ミライAI' } })
    await user.click(plan)
    await user.keyboard('business')
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['ビジネス (business)']),
    )
    expect(searchChoices).toHaveBeenLastCalledWith('plan', 'business', expect.any(AbortSignal))
    await user.keyboard('{Enter}')
    expect(plan.value).toBe('ビジネス (business)')
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'mirai_ai', name: 'ミライAI', defaultPlanId: 'business' }),
      ),
    )
  })

  it('edits: the key state is shown, the key field starts empty and the field errors come back', async () => {
    const update = vi.fn().mockResolvedValue({
      ok: false,
      status: 400,
      message: { ja: '入力を確認してください', en: 'Check the input' },
      fieldErrors: {
        'settings.apiKey': { ja: 'Anthropic には apiKey が必要です', en: 'Anthropic needs an apiKey' },
      },
    })
    render({ ...noopApplicationActions, update })
    fireEvent.click(screen.getByRole('button', { name: '編集: ヒラメキAI' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('api-key-state').textContent).toBe('API キー: 設定済み')
    expect((within(dialog).getByLabelText(/^新しい API キー/) as HTMLInputElement).value).toBe('')
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '保存された API キーを削除する' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('hirameki_ai', {
        name: 'ヒラメキAI',
        themeKey: 'hirameki_ai',
        defaultPlanId: 'free',
        settings: { provider: 'anthropic', model: 'claude-sonnet', apiKey: null },
      }),
    )
    expect(await within(dialog).findByText('Anthropic には apiKey が必要です')).toBeTruthy()
  })
})
