// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { memberTeamPage, noopTeamActions, sampleTeamPage } from './team.fixtures'
import { TeamView } from './team-view'

describe('TeamView', () => {
  afterEach(cleanup)

  it('gives owners the invite form, the members’ controls and the invitations', () => {
    renderUi(<TeamView page={sampleTeamPage} actions={noopTeamActions} />)
    expect(screen.getByTestId('invite-form')).toBeTruthy()
    expect(screen.getByTestId('invitation-new@acme.example')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: '削除' }).length).toBeGreaterThan(0)
    expect(screen.getByTestId('team-usage').textContent).toContain('3 / 10')
  })

  it('shows members a read-only team: no forms, no controls', () => {
    renderUi(<TeamView page={memberTeamPage} actions={noopTeamActions} />)
    expect(screen.queryByTestId('invite-form')).toBeNull()
    expect(screen.queryByTestId('create-team-form')).toBeNull()
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull()
    expect(screen.getByTestId('team-read-only')).toBeTruthy()
  })

  it('shows the server’s field error under the e-mail field, in the reader’s language', async () => {
    const invite = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      message: { ja: '入力を確認してください', en: 'Check the input' },
      fieldErrors: { email: { ja: 'メールアドレスではありません', en: 'is not an e-mail address' } },
    }))
    renderUi(<TeamView page={sampleTeamPage} actions={{ ...noopTeamActions, invite }} />, { locale: 'en' })
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(screen.getByText('is not an e-mail address')).toBeTruthy())
    expect(invite).toHaveBeenCalledWith({ email: 'nope', role: 'member' })
  })

  it('shows managers each member’s and team’s credits this month against its cap, members none', () => {
    renderUi(<TeamView page={sampleTeamPage} actions={noopTeamActions} />)
    const row = screen.getByTestId('member-member@acme.example')
    expect(row.querySelector('[data-testid="quota-summary"]')?.textContent).toBe('5,000 / 上限 5,000')
    expect(screen.getByTestId('member-owner@acme.example').textContent).toContain('31,200（上限なし）')
    expect(screen.getByTestId('team-営業部').textContent).toContain('43,680 / 上限 100,000')
    cleanup()
    renderUi(<TeamView page={memberTeamPage} actions={noopTeamActions} />)
    expect(screen.queryByTestId('quota-summary')).toBeNull()
  })

  it('sets a member’s monthly cap, and shows the server’s refusal in the dialog', async () => {
    const setMemberQuota = vi.fn(async (_userId: string, credits: number | string | null) =>
      credits === 12.5
        ? {
            ok: false as const,
            status: 400,
            message: { ja: '入力を確認してください', en: 'Check the input' },
            fieldErrors: {
              monthlyCredits: { ja: '整数で', en: 'The monthly limit must be a whole number of credits.' },
            },
          }
        : { ok: true as const, data: {} },
    )
    renderUi(<TeamView page={sampleTeamPage} actions={{ ...noopTeamActions, setMemberQuota }} />, {
      locale: 'en',
    })
    const row = screen.getByTestId('member-member@acme.example')
    fireEvent.click(within(row).getByRole('button', { name: 'Monthly limit' }))
    const field = await screen.findByLabelText(/Limit \(credits per month\)/)
    fireEvent.change(field, { target: { value: '12.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByText('The monthly limit must be a whole number of credits.')).toBeTruthy(),
    )
    fireEvent.change(field, { target: { value: '8000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(setMemberQuota).toHaveBeenLastCalledWith('u-member', 8000))
    // Without a limit, null is sent.
    fireEvent.click(within(row).getByRole('button', { name: 'Monthly limit' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Set a monthly limit' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(setMemberQuota).toHaveBeenLastCalledWith('u-member', null))
  })
})
