// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
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
})
