// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { sampleSessions, sampleTokens } from './account.fixtures'
import { describeUserAgent } from './account-ui'
import { ApiTokenList } from './api-token-list'
import { SessionsTable } from './sessions-table'

afterEach(cleanup)

describe('ApiTokenList', () => {
  it('lists name and prefix, never more of the token, and revokes after confirming', async () => {
    const onRevoke = vi.fn()
    renderUi(<ApiTokenList tokens={sampleTokens} onRevoke={onRevoke} />)
    const row = screen.getByText('日次レポート').closest('tr') as HTMLElement
    expect(within(row).getByText('opsai_pat_Ab3dE9…')).toBeTruthy()
    expect(screen.getByText('未使用')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: '無効にする' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('日次レポート')
    expect(onRevoke).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: '無効にする' }))
    expect(onRevoke).toHaveBeenCalledWith(sampleTokens[0])
  })

  it('says so when there are none', () => {
    renderUi(<ApiTokenList tokens={[]} onRevoke={() => {}} />)
    expect(screen.getByText('API トークンはまだありません。')).toBeTruthy()
  })
})

describe('SessionsTable', () => {
  it('marks this device and offers sign-out for the others only', () => {
    const onSignOut = vi.fn()
    const onSignOutOthers = vi.fn()
    renderUi(
      <SessionsTable sessions={sampleSessions} onSignOut={onSignOut} onSignOutOthers={onSignOutOthers} />,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(within(rows[0] as HTMLElement).getByText('この端末')).toBeTruthy()
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull()
    expect(within(rows[1] as HTMLElement).getByText('Safari · iOS')).toBeTruthy()
    expect(within(rows[2] as HTMLElement).getByText('不明な端末')).toBeTruthy()
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'サインアウト' }))
    expect(onSignOut).toHaveBeenCalledWith('s2')
    fireEvent.click(screen.getByRole('button', { name: '他のすべての端末からサインアウト' }))
    expect(onSignOutOthers).toHaveBeenCalled()
  })

  it('cannot sign out others when there are none', () => {
    renderUi(
      <SessionsTable sessions={sampleSessions.slice(0, 1)} onSignOut={() => {}} onSignOutOthers={() => {}} />,
    )
    expect(
      (screen.getByRole('button', { name: '他のすべての端末からサインアウト' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
  })
})

describe('describeUserAgent', () => {
  it('names browser and system', () => {
    expect(describeUserAgent(sampleSessions[0]?.userAgent ?? null)).toBe('Chrome · macOS')
    expect(describeUserAgent('curl/8.5.0')).toBe('curl')
    expect(describeUserAgent(null)).toBeNull()
  })
})
