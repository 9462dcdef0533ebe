// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { DialogFooter } from '../dialog/dialog-footer'
import { renderUi } from '../testing/render'
import { FormAlert } from './form-alert'

afterEach(cleanup)

describe('FormAlert and DialogFooter', () => {
  it('announce a dialog error inside it, and put Cancel before the primary action', async () => {
    renderUi(
      <Dialog
        open
        title="プランを作成"
        footer={
          <DialogFooter>
            <Button>作成する</Button>
          </DialogFooter>
        }
      >
        <FormAlert>保存できませんでした。</FormAlert>
        <FormAlert />
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['保存できませんでした。'])
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name !== '')
    expect(names.slice(-2)).toEqual(['キャンセル', '作成する'])
  })
})
