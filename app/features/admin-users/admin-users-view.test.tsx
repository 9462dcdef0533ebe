// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { searchAdminChoicesIn } from '../admin-tenants/admin-choices'
import {
  noopUserActions,
  sampleAdminUsers,
  sampleTenantChoices,
  sampleUsersSearch,
} from './admin-users.fixtures'
import type { AdminUserActions } from './admin-users-actions'
import { AdminUsersView } from './admin-users-view'

afterEach(cleanup)

const render = (actions: AdminUserActions = noopUserActions, onSearchChange = vi.fn(), onChanged = vi.fn()) =>
  renderUi(
    <AdminUsersView
      data={sampleAdminUsers}
      search={sampleUsersSearch}
      onSearchChange={onSearchChange}
      actions={actions}
      onChanged={onChanged}
    />,
  )

const openAction = async (email: string, item: string) => {
  const user = userEvent.setup()
  screen.getByRole('button', { name: `${email} の操作` }).focus()
  await user.keyboard('{Enter}')
  await user.click(await screen.findByRole('menuitem', { name: item }))
  return screen.findByRole('dialog')
}

describe('AdminUsersView', () => {
  it('lists users with their tenant, role, administrator mark and ban', () => {
    render()
    const table = screen.getByRole('table')
    expect(within(table).getByText('owner@hirameki.example')).toBeTruthy()
    expect(within(table).getByText('オーナー')).toBeTruthy()
    expect(within(table).getByText('システム管理者')).toBeTruthy()
    expect(within(table).getByText('規約違反')).toBeTruthy()
    expect(screen.getByText('全3件中 1–3件')).toBeTruthy()
  })

  it('searches on the server: the query goes into the search, back to the first page', () => {
    const onSearchChange = vi.fn()
    render(noopUserActions, onSearchChange)
    fireEvent.change(screen.getByRole('searchbox', { name: '名前・メールアドレスで検索' }), {
      target: { value: ' 山田 ' },
    })
    fireEvent.click(screen.getByRole('button', { name: '検索' }))
    expect(onSearchChange).toHaveBeenCalledWith({ page: 0, q: '山田' })
  })

  it("filters by a tenant searched on the server; the URL's tenant shows by its label", async () => {
    const user = userEvent.setup()
    const searchChoices = vi.fn(searchAdminChoicesIn({ tenant: sampleTenantChoices }))
    const onSearchChange = vi.fn()
    renderUi(
      <AdminUsersView
        data={{ ...sampleAdminUsers, tenantChoice: { value: 't1', label: 'ヒラメキ株式会社 (hirameki)' } }}
        search={{ ...sampleUsersSearch, tenant: 't1' }}
        onSearchChange={onSearchChange}
        actions={{ ...noopUserActions, searchChoices }}
        onChanged={vi.fn()}
      />,
    )
    const picker = screen.getByRole('combobox', { name: 'テナント' }) as HTMLInputElement
    expect(picker.value).toBe('ヒラメキ株式会社 (hirameki)')
    // Nothing is asked of the server until the list opens.
    expect(searchChoices).not.toHaveBeenCalled()
    await user.click(picker)
    await user.keyboard('fortuna')
    // Only the server's match of the typed text is left.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'フォルトゥナ合同会社 (fortuna)',
      ]),
    )
    expect(searchChoices).toHaveBeenLastCalledWith('tenant', 'fortuna', expect.any(AbortSignal))
    await user.click(screen.getByRole('option', { name: 'フォルトゥナ合同会社 (fortuna)' }))
    expect(onSearchChange).toHaveBeenCalledWith({ page: 0, tenant: 't2' })
    // "No tenant" and "All" are offered whatever the server finds.
    await user.clear(picker)
    await user.keyboard('テナントなし{Enter}')
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 0, tenant: 'none' })
  })

  it('sorting asks the server for another order', () => {
    const onSearchChange = vi.fn()
    render(noopUserActions, onSearchChange)
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'ユーザー' })).getByRole('button'))
    expect(onSearchChange).toHaveBeenCalledWith({ sort: 'email', dir: 'desc' })
  })

  it('bans with a reason and reports the change', async () => {
    const ban = vi.fn().mockResolvedValue({ ok: true, data: {} })
    const onChanged = vi.fn()
    render({ ...noopUserActions, ban }, vi.fn(), onChanged)
    const dialog = await openAction('owner@hirameki.example', '利用停止')
    fireEvent.change(within(dialog).getByLabelText('理由（任意）'), { target: { value: '不正利用' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '利用停止' }))
    await waitFor(() => expect(ban).toHaveBeenCalledWith('u2', '不正利用'))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
  })

  it('keeps a refusal in the dialog (the last owner) and shows field errors beside the fields', async () => {
    const setRole = vi.fn().mockResolvedValue({
      ok: false,
      status: 403,
      message: {
        ja: '最後のオーナーは削除も降格もできません。',
        en: 'The last owner cannot be removed or demoted.',
      },
      fieldErrors: {},
    })
    render({ ...noopUserActions, setRole })
    const dialog = await openAction('owner@hirameki.example', 'テナントでの役割を変更')
    fireEvent.click(within(dialog).getByRole('button', { name: '保存する' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      '最後のオーナーは削除も降格もできません。',
    )
  })

  it('shows a generated password once after creating a user', async () => {
    const create = vi.fn().mockResolvedValue({
      ok: true,
      data: { id: 'n', email: 'new@x.test', generatedPassword: 'Once-Only-Pass' },
    })
    render({ ...noopUserActions, create })
    fireEvent.click(screen.getByRole('button', { name: 'ユーザーを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: '新人' } })
    fireEvent.change(within(dialog).getByLabelText(/^メールアドレス/), { target: { value: 'new@x.test' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        tenantId: 't1',
        role: 'member',
        name: '新人',
        email: 'new@x.test',
      }),
    )
    expect((await screen.findByTestId('generated-password')).textContent).toBe('Once-Only-Pass')
  })

  it('creates a user of no tenant (a system administrator) chosen in the tenant picker', async () => {
    const user = userEvent.setup()
    const create = vi.fn().mockResolvedValue({ ok: true, data: { id: 'n', email: 'root2@x.test' } })
    render({ ...noopUserActions, create })
    await user.click(screen.getByRole('button', { name: 'ユーザーを作成' }))
    const dialog = await screen.findByRole('dialog')
    const picker = within(dialog).getByRole('combobox', { name: 'テナント' }) as HTMLInputElement
    expect(picker.value).toBe('ヒラメキ株式会社 (hirameki)')
    expect(within(dialog).queryByRole('combobox', { name: '役割' })).toBeTruthy()
    await user.click(picker)
    await user.click(await within(dialog).findByRole('option', { name: 'テナントなし（システム管理者）' }))
    expect(within(dialog).queryByRole('combobox', { name: '役割' })).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: '管理 二郎' } })
    fireEvent.change(within(dialog).getByLabelText(/^メールアドレス/), { target: { value: 'root2@x.test' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ tenantId: null, name: '管理 二郎', email: 'root2@x.test' }),
    )
  })

  it('shows the server field errors in the create form', async () => {
    const create = vi.fn().mockResolvedValue({
      ok: false,
      status: 400,
      message: { ja: '入力を確認してください', en: 'Check the input' },
      fieldErrors: { email: { ja: 'メールアドレスではありません', en: 'is not an e-mail address' } },
    })
    render({ ...noopUserActions, create })
    fireEvent.click(screen.getByRole('button', { name: 'ユーザーを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    expect(await within(dialog).findByText('メールアドレスではありません')).toBeTruthy()
  })
})
