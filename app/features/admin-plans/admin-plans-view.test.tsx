// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import {
  noopPlanActions,
  sampleAdminPlans,
  sampleApplicationSearch,
  samplePlansSearch,
} from './admin-plans.fixtures'
import { type AdminPlanActions, AdminPlansView } from './admin-plans-view'

afterEach(cleanup)

const render = (actions: AdminPlanActions = noopPlanActions) =>
  renderUi(
    <AdminPlansView
      data={sampleAdminPlans}
      search={samplePlansSearch}
      onSearchChange={vi.fn()}
      actions={actions}
      onChanged={vi.fn()}
      searchChoices={sampleApplicationSearch}
    />,
  )

describe('AdminPlansView', () => {
  it('lists plans with their limits and who uses them', () => {
    render()
    const table = screen.getByRole('table')
    expect(within(table).getByText('ユーザー 3・チャット 5')).toBeTruthy()
    expect(within(table).getByText('ユーザー 無制限・チャット 無制限')).toBeTruthy()
    expect(within(table).getByText('テナント 12・アプリケーション 2')).toBeTruthy()
    expect(within(table).getByText('50,000 クレジット')).toBeTruthy()
    const [, free, business] = within(table).getAllByRole('row')
    expect(free?.textContent).toContain('提供先：すべてのアプリケーション')
    expect(business?.textContent).toMatch(/提供先：フォーチュナAI \(\w+\)/)
  })

  it('creates a plan: numbers are sent as numbers, an empty limit as unlimited', async () => {
    const create = vi.fn().mockResolvedValue({ ok: true, data: { name: 'チーム' } })
    render({ ...noopPlanActions, create })
    fireEvent.click(screen.getByRole('button', { name: 'プランを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^ID/), { target: { value: 'team' } })
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: 'チーム' } })
    fireEvent.change(within(dialog).getByLabelText(/^月間クレジット/), { target: { value: '1,000,000' } })
    fireEvent.change(within(dialog).getByLabelText(/^月額/), { target: { value: '9800' } })
    fireEvent.change(within(dialog).getByLabelText(/^ユーザー数の上限/), { target: { value: '10' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        id: 'team',
        name: 'チーム',
        monthlyTokens: 1_000_000,
        priceJpy: 9800,
        maxUsers: 10,
        maxChats: null,
        storageMb: null,
        applicationKey: null,
        position: 0,
      }),
    )
  })

  it('an edit keeps what it does not show and can limit the plan to one application', async () => {
    const update = vi.fn().mockResolvedValue({ ok: true, data: { name: 'フリー' } })
    render({ ...noopPlanActions, update })
    fireEvent.click(screen.getByRole('button', { name: '編集: フリー' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(/^ナレッジ容量/)).toHaveProperty('value', '100')
    fireEvent.click(within(dialog).getByRole('combobox', { name: /選べるアプリケーション/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'フォーチュナAI (fortuna)' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'free',
        expect.objectContaining({ storageMb: 100, applicationKey: 'fortuna' }),
      ),
    )
  })

  it('a refused deletion keeps the explanation in the dialog', async () => {
    const remove = vi.fn().mockResolvedValue({
      ok: false,
      status: 409,
      message: { ja: 'プラン「フリー」は削除できません: テナント「A」が利用中です', en: 'cannot be deleted' },
      fieldErrors: {},
    })
    render({ ...noopPlanActions, remove })
    fireEvent.click(screen.getByRole('button', { name: '削除: フリー' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('テナント「A」が利用中です')
  })
})
