// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../button/button'
import { renderUi } from '../testing/render'
import { TextField } from '../text-field/text-field'
import { Dialog, DialogClose } from './dialog'

afterEach(cleanup)

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      title="スレッドを削除"
      description="この操作は元に戻せません。"
      trigger={<Button>削除…</Button>}
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">キャンセル</Button>
          </DialogClose>
          <Button variant="danger">削除する</Button>
        </>
      }
    >
      <TextField label="確認のため名前を入力" />
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal with focus inside', async () => {
    const user = userEvent.setup()
    renderUi(<Example />)
    await user.click(screen.getByRole('button', { name: '削除…' }))
    const dialog = screen.getByRole('dialog', { name: 'スレッドを削除' })
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'この操作は元に戻せません。',
    )
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    renderUi(<Example />)
    await user.click(screen.getByRole('button', { name: '削除…' }))
    const dialog = screen.getByRole('dialog')
    for (let step = 0; step < 6; step += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    renderUi(<Example onOpenChange={onOpenChange} />)
    const trigger = screen.getByRole('button', { name: '削除…' })
    await user.click(trigger)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onOpenChange.mock.calls).toEqual([[true], [false]])
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes from a DialogClose button and from the labelled close icon', async () => {
    const user = userEvent.setup()
    renderUi(<Example />)
    await user.click(screen.getByRole('button', { name: '削除…' }))
    await user.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: '削除…' }))
    await user.click(screen.getByRole('button', { name: '閉じる' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
