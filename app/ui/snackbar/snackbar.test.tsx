// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { loadSnackbarView, type SnackbarApi, useSnackbar } from './snackbar'

let api: SnackbarApi | undefined
function Capture() {
  api = useSnackbar()
  return null
}

function snackbarApi(): SnackbarApi {
  if (!api) throw new Error('SnackbarProvider did not render')
  return api
}

/** The visible snackbar (Radix also copies the text into a hidden announcer). */
function shownSnackbar() {
  return document.querySelector('li[data-tone]')
}

beforeEach(async () => {
  // The view is a lazy chunk; have it ready so the tests time only the snackbar itself.
  await loadSnackbarView()
  vi.useFakeTimers()
  renderUi(<Capture />)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  api = undefined
})

describe('snackbar', () => {
  it('draws nothing, and loads no view, until a message is queued', () => {
    expect(document.querySelector('ol')).toBeNull()
  })

  it('closes after the configured 5000 ms by default', async () => {
    await act(async () => {
      snackbarApi().show('保存しました')
    })
    expect(shownSnackbar()?.textContent).toContain('保存しました')
    act(() => vi.advanceTimersByTime(4900))
    expect(shownSnackbar()).not.toBeNull()
    act(() => vi.advanceTimersByTime(200))
    expect(shownSnackbar()).toBeNull()
  })

  it('never closes by itself with a -1 timeout', async () => {
    await act(async () => {
      snackbarApi().show({ message: 'ずっと表示', timeoutMs: -1 })
    })
    act(() => vi.advanceTimersByTime(600_000))
    expect(shownSnackbar()?.textContent).toContain('ずっと表示')
    fireEvent.click(screen.getByRole('button', { name: '通知を閉じる' }))
    expect(shownSnackbar()).toBeNull()
  })

  it('shows queued messages one after another', async () => {
    await act(async () => {
      snackbarApi().show({ message: '一件目', timeoutMs: 1000 })
      snackbarApi().show({ message: '二件目', timeoutMs: 1000 })
    })
    expect(document.querySelectorAll('li[data-tone]')).toHaveLength(1)
    expect(shownSnackbar()?.textContent).toContain('一件目')
    act(() => vi.advanceTimersByTime(1100))
    expect(shownSnackbar()?.textContent).toContain('二件目')
    act(() => vi.advanceTimersByTime(1100))
    expect(shownSnackbar()).toBeNull()
  })

  it('dismisses on a vertical swipe over 50 px, up or down, and not on a shorter one', async () => {
    await act(async () => {
      snackbarApi().show({ message: 'スワイプ', timeoutMs: -1 })
    })
    const swipe = (fromY: number, toY: number) => {
      const element = shownSnackbar()
      if (!element) throw new Error('no snackbar')
      fireEvent.pointerDown(element, { clientY: fromY, button: 0, pointerId: 1 })
      fireEvent.pointerMove(element, { clientY: toY, pointerId: 1 })
      fireEvent.pointerUp(element, { clientY: toY, pointerId: 1 })
    }
    swipe(300, 340)
    expect(shownSnackbar()).not.toBeNull()
    swipe(300, 350)
    expect(shownSnackbar()).not.toBeNull()
    swipe(300, 351)
    expect(shownSnackbar()).toBeNull()

    await act(async () => {
      snackbarApi().show({ message: '上へ', timeoutMs: -1 })
    })
    swipe(300, 240)
    expect(shownSnackbar()).toBeNull()
  })

  it('dismisses a queued message by id before it shows', async () => {
    await act(async () => {
      snackbarApi().show({ message: '先頭', timeoutMs: -1 })
      const second = snackbarApi().show({ message: '取り消し', timeoutMs: -1 })
      snackbarApi().show({ message: '三件目', timeoutMs: -1 })
      snackbarApi().dismiss(second)
    })
    fireEvent.click(screen.getByRole('button', { name: '通知を閉じる' }))
    expect(shownSnackbar()?.textContent).toContain('三件目')
  })

  it('uses a custom timeout and runs its action', async () => {
    const onAction = vi.fn()
    await act(async () => {
      snackbarApi().show({
        message: '削除しました',
        timeoutMs: 2000,
        action: { label: '元に戻す', onAction },
      })
    })
    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }))
    expect(onAction).toHaveBeenCalledOnce()
  })
})
