// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleGrantHistory } from './admin-tokens.fixtures'
import { AdminTokensView, type AdminTokensViewProps } from './admin-tokens-view'

afterEach(cleanup)

type Props = AdminTokensViewProps

function render(
  options: {
    onGrant?: ReturnType<typeof vi.fn<Props['onGrant']>>
    onSearchChange?: ReturnType<typeof vi.fn<Props['onSearchChange']>>
  } = {},
) {
  const onGrant =
    options.onGrant ?? vi.fn<Props['onGrant']>().mockResolvedValue({ ok: true, message: '付与しました' })
  const onSearchChange = options.onSearchChange ?? vi.fn<Props['onSearchChange']>()
  let id = 0
  renderUi(
    <AdminTokensView
      history={{ ...sampleGrantHistory, total: 60 }}
      onSearchChange={onSearchChange}
      onGrant={onGrant}
      newSubmissionId={() => `submission-${++id}`}
    />,
  )
  return { onGrant, onSearchChange }
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('AdminTokensView', () => {
  it('lists grants with the tenant, the amount and who granted them', () => {
    render()
    const table = screen.getByRole('table')
    expect(within(table).getByText('ヒラメキ株式会社')).toBeTruthy()
    expect(within(table).getByText('50,000')).toBeTruthy()
    expect(within(table).getByText('admin@opsai.local')).toBeTruthy()
    expect(within(table).getByText('CLI')).toBeTruthy()
    expect(screen.getByText('全60件中 1–25件')).toBeTruthy()
  })

  it('shows field errors before sending, then sends one submission id until the grant is recorded', async () => {
    const onGrant = vi
      .fn<Props['onGrant']>()
      .mockResolvedValueOnce({ ok: false, fieldErrors: { tenant: 'adminTokens.errors.unknownTenant' } })
      .mockResolvedValueOnce({ ok: true, message: 'ヒラメキ株式会社 に付与しました' })
    render({ onGrant })
    fireEvent.click(screen.getByRole('button', { name: '付与する' }))
    expect(await screen.findAllByText('入力してください。')).toHaveLength(2)
    expect(screen.getByText('1 以上の整数で入力してください。')).toBeTruthy()
    expect(onGrant).not.toHaveBeenCalled()

    fill(/テナント（slug）/, 'hiramek')
    fill(/クレジット数/, '5000')
    fill(/^理由/, 'お詫び')
    fireEvent.click(screen.getByRole('button', { name: '付与する' }))
    expect(await screen.findByText('このテナントはありません。slug を確認してください。')).toBeTruthy()
    fill(/テナント（slug）/, 'hirameki')
    fireEvent.click(screen.getByRole('button', { name: '付与する' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'ヒラメキ株式会社 に付与しました')
    expect(onGrant.mock.calls.map(([values]) => values.submissionId)).toEqual([
      'submission-1',
      'submission-1',
    ])
    expect(onGrant).toHaveBeenLastCalledWith({
      tenant: 'hirameki',
      amount: '5000',
      reason: 'お詫び',
      submissionId: 'submission-1',
    })
    await waitFor(() => expect((screen.getByLabelText(/クレジット数/) as HTMLInputElement).value).toBe(''))
  })

  it('asks the server for a sorted first page, and for the next page', () => {
    const { onSearchChange } = render()
    fireEvent.click(screen.getByRole('button', { name: /^クレジット数/ }))
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'amount', page: undefined }),
    )
    fireEvent.click(screen.getByRole('button', { name: '次のページ' }))
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }))
  })

  it('filters by tenant and dates through the server', () => {
    const { onSearchChange } = render()
    fill(/テナントで絞り込み/, ' hira ')
    fill(/開始日/, '2026-11-01')
    fill(/終了日/, '2026-11-30')
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }))
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tenant: 'hira', from: '2026-11-01', to: '2026-11-30', page: undefined }),
    )
  })
})
