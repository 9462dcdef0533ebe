// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TenantFilterChoices } from '../../server/admin/tenants/admin-tenants.server'
import { renderUi } from '../../ui/testing/render'
import { fakeTenantBrandApi } from '../branding/brand.fixtures'
import { fakeSamlApi } from '../saml-settings/saml-settings.fixtures'
import { fakeExportsApi } from '../team/tenant-data.fixtures'
import {
  noFilterChoices,
  sampleChoiceSearch,
  sampleTenantDetail,
  sampleTenantOptions,
  sampleTenantPage,
} from './admin-tenants.fixtures'
import type { AdminTenantActions } from './admin-tenants-actions'
import type { AdminTenantsSearch } from './admin-tenants-search.shared'
import { AdminTenantsView, type SearchUpdate } from './admin-tenants-view'
import { TenantDetailDialog } from './tenant-detail-dialog'
import { fakeDeletionApi } from './tenant-lifecycle.fixtures'
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
    searchChoices: vi.fn(sampleChoiceSearch),
    ...overrides,
  }
}

function renderList(
  search: AdminTenantsSearch = {},
  actions = makeActions(),
  filterChoices: TenantFilterChoices = noFilterChoices,
) {
  const updates: SearchUpdate[] = []
  renderUi(
    <AdminTenantsView
      page={sampleTenantPage}
      options={sampleTenantOptions}
      filterChoices={filterChoices}
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

  it('names applications and plans in English in the English console', () => {
    renderUi(
      <AdminTenantsView
        page={sampleTenantPage}
        options={sampleTenantOptions}
        filterChoices={noFilterChoices}
        search={{}}
        onSearchChange={() => undefined}
        actions={makeActions()}
      />,
      { locale: 'en' },
    )
    const table = screen.getByRole('table')
    expect(within(table).queryByText('ヒラメキAI')).toBeNull()
    expect(within(table).queryByText('スタンダード')).toBeNull()
    expect(within(table).getAllByText('Hirameki AI').length).toBe(10)
    expect(within(table).getAllByText('Standard').length).toBe(10)
  })

  it('searches from the first page, keeping the other filters', () => {
    const { apply } = renderList({ status: 'active', page: 4 })
    fireEvent.change(screen.getByRole('searchbox', { name: /検索/ }), { target: { value: ' hira ' } })
    fireEvent.click(screen.getByRole('button', { name: '検索' }))
    expect(apply()).toEqual({ status: 'active', q: 'hira', page: undefined })
  })

  it("filters by an application and a plan searched on the server, showing the URL's by their labels", async () => {
    const user = userEvent.setup()
    const actions = makeActions()
    const { apply } = renderList({ plan: 'standard', page: 3 }, actions, {
      app: null,
      plan: { value: 'standard', label: 'スタンダード (standard)' },
    })
    const plan = screen.getByRole('combobox', { name: 'プラン' }) as HTMLInputElement
    expect(plan.value).toBe('スタンダード (standard)')
    const application = screen.getByRole('combobox', { name: 'アプリケーション' }) as HTMLInputElement
    expect(application.value).toBe('すべて')
    await user.click(application)
    await user.keyboard('fortuna')
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'フォルトゥナAI (fortuna_ai)',
      ]),
    )
    expect(actions.searchChoices).toHaveBeenLastCalledWith('application', 'fortuna', expect.any(AbortSignal))
    await user.keyboard('{Enter}')
    expect(apply()).toEqual({ plan: 'standard', app: 'fortuna_ai', page: undefined })
  })

  it('creates a tenant with an application and a plan chosen in the pickers', async () => {
    const user = userEvent.setup()
    const create = vi.fn().mockResolvedValue(ok)
    renderList({}, makeActions({ create }))
    await user.click(screen.getByRole('button', { name: 'テナントを作成' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/スラッグ/), { target: { value: 'acme' } })
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: 'Acme' } })
    const plan = within(dialog).getByRole('combobox', { name: 'プラン' }) as HTMLInputElement
    expect(plan.value).toBe('アプリケーションの既定プラン')
    await user.click(within(dialog).getByRole('combobox', { name: /アプリケーション/ }))
    await user.click(await within(dialog).findByRole('option', { name: 'ヒラメキAI (hirameki_ai)' }))
    await user.click(plan)
    await user.keyboard('enter')
    await within(dialog).findByRole('option', { name: 'エンタープライズ (enterprise)' })
    await user.keyboard('{Enter}')
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ slug: 'acme', applicationKey: 'hirameki_ai', planId: 'enterprise' }),
      ),
    )
  })

  it('suggests the slug from the name, and names a bad slug before sending', async () => {
    const create = vi.fn().mockResolvedValue(ok)
    renderList({}, makeActions({ create }))
    fireEvent.click(screen.getByRole('button', { name: 'テナントを作成' }))
    const dialog = await screen.findByRole('dialog')
    const slug = within(dialog).getByLabelText(/スラッグ/) as HTMLInputElement
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: 'ACME Corp.' } })
    expect(slug.value).toBe('acme-corp')
    // Once typed, the slug is the administrator's: the name no longer changes it.
    fireEvent.change(slug, { target: { value: 'Bad Slug' } })
    fireEvent.change(within(dialog).getByLabelText(/^名前/), { target: { value: 'ACME Japan' } })
    expect(slug.value).toBe('Bad Slug')
    fireEvent.click(within(dialog).getByRole('button', { name: '作成する' }))
    expect(await within(dialog).findByText(/大文字・空白・記号・日本語は使えません/)).toBeTruthy()
    expect(create).not.toHaveBeenCalled()
  })

  it('asks the server for another sort, back on page 1', () => {
    const { apply } = renderList({ page: 3 })
    fireEvent.click(screen.getByRole('button', { name: /クレジット残高/ }))
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
          brandApi={fakeTenantBrandApi('ひらめきナビ')}
          exportsApi={fakeExportsApi([])}
          deletionApi={fakeDeletionApi()}
          samlApi={fakeSamlApi()}
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

  it("edits: the form starts on the tenant's application and plan, by their labels", async () => {
    const user = userEvent.setup()
    const update = vi.fn().mockResolvedValue(ok)
    renderDetail(makeActions({ update }))
    const detail = await screen.findByRole('dialog', { name: 'テナント: ヒラメキ株式会社' })
    await user.click(within(detail).getByRole('button', { name: '編集' }))
    const form = await screen.findByRole('dialog', { name: 'ヒラメキ株式会社 を編集' })
    const application = within(form).getByRole('combobox', { name: /アプリケーション/ }) as HTMLInputElement
    expect(application.value).toBe('ヒラメキAI (hirameki_ai)')
    expect((within(form).getByRole('combobox', { name: 'プラン' }) as HTMLInputElement).value).toBe(
      'スタンダード (standard)',
    )
    fireEvent.click(within(form).getByRole('button', { name: '保存する' }))
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'hirameki',
        expect.objectContaining({ applicationKey: 'hirameki_ai', planId: 'standard' }),
      ),
    )
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
