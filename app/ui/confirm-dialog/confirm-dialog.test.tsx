// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Badge } from '../badge/badge'
import { Button } from '../button/button'
import { FormAlert } from '../form-alert/form-alert'
import { renderUi } from '../testing/render'
import { ConfirmDialog } from './confirm-dialog'

afterEach(cleanup)

describe('ConfirmDialog', () => {
  it('asks first: Cancel changes nothing, the action runs and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    renderUi(
      <ConfirmDialog
        title="オーナーにしますか？"
        confirmLabel="オーナーにする"
        onConfirm={onConfirm}
        trigger={<Button>変更…</Button>}
      />,
    )
    await user.click(screen.getByRole('button', { name: '変更…' }))
    const buttons = screen.getAllByRole('button').map((button) => button.textContent)
    // Cancel comes before the action, on every dialog.
    expect(buttons.indexOf('キャンセル')).toBeLessThan(buttons.indexOf('オーナーにする'))
    await user.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '変更…' }))
    await user.click(screen.getByRole('button', { name: 'オーナーにする' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the dialog open with the reason when the action is refused', async () => {
    const user = userEvent.setup()
    renderUi(
      <ConfirmDialog
        open
        title="削除しますか？"
        confirmLabel="削除する"
        onConfirm={async () => 'オーナーは削除できません。'}
      />,
    )
    await user.click(screen.getByRole('button', { name: '削除する' }))
    expect((await screen.findByRole('alert')).textContent).toBe('オーナーは削除できません。')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})

describe('FormAlert and Badge', () => {
  it('FormAlert renders nothing without a message, an alert with one', () => {
    const { container } = renderUi(<FormAlert>{undefined}</FormAlert>)
    expect(container.textContent).toBe('')
    renderUi(<FormAlert tone="success">保存しました。</FormAlert>)
    expect(screen.getByRole('status').textContent).toBe('保存しました。')
  })

  it('Badge carries its tone for styling and tests', () => {
    renderUi(<Badge tone="warning">承認待ち</Badge>)
    expect(screen.getByText('承認待ち').getAttribute('data-tone')).toBe('warning')
  })
})
