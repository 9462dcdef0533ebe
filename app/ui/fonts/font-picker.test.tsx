// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../testing/render'
import { createChatFontStore } from './chat-font-store'
import type { FontLoadResult } from './font-loader'
import { FontPicker } from './font-picker'

afterEach(cleanup)

function controlledLoad() {
  let finish: (result: FontLoadResult) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<FontLoadResult>((resolve) => {
        finish = resolve
      }),
  )
  return { load, finish: (result: FontLoadResult) => act(() => finish(result)) }
}

async function pick(label: string, name: string) {
  const user = userEvent.setup()
  screen.getByRole('combobox', { name: label }).focus()
  await user.keyboard('{Enter}')
  await user.click(screen.getByRole('option', { name }))
}

describe('FontPicker', () => {
  it('offers the system font and the 16 families, and applies a family once it has loaded', async () => {
    const { load, finish } = controlledLoad()
    const store = createChatFontStore({ storage: () => undefined, load })
    renderUi(<FontPicker store={store} />, { ui: { fontLoadTimeoutMs: 1234 } })
    const preview = screen.getByText('あいうえお AaBbCc 0123')
    expect(preview.getAttribute('data-font-status')).toBe('system')
    const user = userEvent.setup()
    screen.getByRole('combobox', { name: 'チャットのフォント' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('option')).toHaveLength(17)
    await user.click(screen.getByRole('option', { name: 'Roboto Slab' }))
    expect(load).toHaveBeenCalledWith('Roboto Slab', 1234)
    expect(screen.getByText('フォントを読み込み中…')).toBeTruthy()
    // Until it has loaded, the text stays in the system font.
    expect(preview.style.fontFamily).not.toContain('Roboto Slab')
    await finish('loaded')
    expect(preview.getAttribute('data-font-status')).toBe('ready')
    expect(preview.style.fontFamily).toContain('Roboto Slab')
  })

  it('says so and keeps the system font when loading times out', async () => {
    const { load, finish } = controlledLoad()
    const store = createChatFontStore({ storage: () => undefined, load })
    renderUi(<FontPicker store={store} />, { locale: 'en' })
    await pick('Chat font', 'Lobster')
    await finish('fallback')
    expect(screen.getByText('The font could not be loaded, so the system font is used.')).toBeTruthy()
    expect(screen.getByText('あいうえお AaBbCc 0123').style.fontFamily).not.toContain('Lobster')
  })
})
