// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleTenantDetail, sampleTenantOptions, sampleTenantPage } from './admin-tenants.fixtures'
import type { AdminTenantActions } from './admin-tenants-actions'
import type { AdminTenantsSearch } from './admin-tenants-search'
import { AdminTenantsView, type SearchUpdate } from './admin-tenants-view'
import { TenantDetailDialog } from './tenant-detail-dialog'
import { InMemoryRouter } from './testing/in-memory-router'

afterEach(cleanup)

const ok = { ok: true as const, data: {} }
function makeActions(overrides: Partial<AdminTenantActions> = {}): AdminTenantActions {
  return {
    create: vi.fn().mockResolvedValue(ok),
    update: vi.fn().mockResolvedValue(ok),
    setStatus: vi.fn().mockResolvedValue(ok),
    mapDomain: vi.fn().mockResolvedValue(ok),
    unmapDomain: vi.fn().mockResolvedValue(ok),
    ...overrides,
  }
}

function renderList(search: AdminTenantsSearch = {}, actions = makeActions()) {
  const updates: SearchUpdate[] = []
  renderUi(
    <AdminTenantsView
      page={sampleTenantPage}
      options={sampleTenantOptions}
      search={search}
      onSearchChange={(update) => updates.push(update)}
      actions={actions}
    />,
  )
  const apply = (from: AdminTenantsSearch = search) =>
    updates.reduce<AdminTenantsSearch>(
      (current, update) => (typeof update === 'function' ? update(current) : update),
      from,
    )
  return { apply, updates }
}

describe('AdminTenantsView', () => {
  it('shows one server page with the total and each status', () => {
    renderList({ size: 10 })
    const table = screen.getByRole('table')
    expect(within(table).getByText('ヒラメキ株式会社')).toBeTruthy()
    expect(within(table).getByText('停止中')).toBeTruthy()
    expect(screen.getByText('全2,480件中 1–10件')).toBeTruthy()
  })

  it('searches from the first page, keeping the other filters', () => {
    const { apply } = renderList({ status: 'active', page: 4 })
    fireEvent.change(screen.getByRole('searchbox', { name: /検索/ }), { target: { value: ' hira ' } })
    fireEvent.click(screen.getByRole('button', { name: '検索' }))
    expect(apply()).toEqual({ status: 'active', q: 'hira', page: undefined })
  })

  it('asks the server for another sort, back on page 1', () => {
    const { apply } = renderList({ page: 3 })
    fireEvent.click(screen.getByRole('button', { name: /トークン残高/ }))
    expect(apply()).toMatchObject({ sort: 'balance', page: undefined })
  })

  it("shows the server's field errors under the create form's fields", async () => {
    const create = vi.fn().mockResolvedValue({
      ok: false,
      status: 400,
      error: 'invalid_input',
      message: { ja: '入力内容を確認してください。', en: 'Please check the form.' },
      fieldErrors: { slug: { ja: 'スラッグ "acme" は使用中です', en: 'The slug "acme" is already taken' } },
    })
    renderList({}, makeActions({ create }))
    fireEvent.click(screen.getByRole('button', { name: 'テナントを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/スラッグ/), { target: { value: 'acme' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    expect(await within(dialog).findByText('スラッグ "acme" は使用中です')).toBeTruthy()
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ slug: 'acme' }))
  })
})

describe('TenantDetailDialog', () => {
  const renderDetail = (actions = makeActions()) =>
    renderUi(
      <InMemoryRouter>
        <TenantDetailDialog
          slug="hirameki"
          detail={sampleTenantDetail}
          options={sampleTenantOptions}
          actions={actions}
          onClose={() => {}}
        />
      </InMemoryRouter>,
    )

  it('shows the balance, domains, members and ledger', async () => {
    renderDetail()
    const dialog = await screen.findByRole('dialog', { name: 'テナント: ヒラメキ株式会社' })
    expect(within(dialog).getByTestId('tenant-balanceNow').getAttribute('data-value')).toBe('1250000')
    expect(within(dialog).getByText('hirameki.example.com')).toBeTruthy()
    expect(within(dialog).getByText('owner@hirameki.example')).toBeTruthy()
    expect(within(dialog).getByText('プラン付与')).toBeTruthy()
  })

  it('maps a domain and shows a refused host name under its field', async () => {
    const mapDomain = vi.fn().mockResolvedValue({
      ok: false,
      status: 409,
      error: 'invalid_input',
      message: { ja: '入力内容を確認してください。', en: 'Please check the form.' },
      fieldErrors: { hostname: { ja: '別のテナントに割り当て済みです', en: 'is mapped to another tenant' } },
    })
    renderDetail(makeActions({ mapDomain }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/ホスト名/), { target: { value: 'taken.example.com' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '割り当てる' }))
    expect(await within(dialog).findByText('別のテナントに割り当て済みです')).toBeTruthy()
    expect(mapDomain).toHaveBeenCalledWith('hirameki', {
      hostname: 'taken.example.com',
      themeKey: '',
      primary: false,
    })
  })

  it('suspends only after confirmation', async () => {
    const setStatus = vi.fn().mockResolvedValue(ok)
    renderDetail(makeActions({ setStatus }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '停止する' }))
    const confirm = await screen.findByRole('dialog', { name: 'ヒラメキ株式会社 を停止しますか？' })
    expect(setStatus).not.toHaveBeenCalled()
    fireEvent.click(within(confirm).getByRole('button', { name: '停止する' }))
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith('hirameki', 'suspended'))
  })
})
