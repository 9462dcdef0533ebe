import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWhole } from './render-whole.server'

/** A component whose module arrives after a few ticks, like a chunk loaded on first use. */
function lateComponent(text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { default: () => <strong>{text}</strong> }
  })
}

describe('renderWhole', () => {
  it('waits for every Suspense boundary and puts its content in place, not streamed after the shell', async () => {
    const Late = lateComponent('遅れて届く本文')
    const html = await renderWhole(
      <main>
        <Suspense fallback={<p>読み込み中</p>}>
          <Late />
        </Suspense>
      </main>,
      'n0nce',
      new AbortController().signal,
    )
    expect(html).toContain('<main><!--$--><strong>遅れて届く本文</strong><!--/$--></main>')
    expect(html).not.toContain('読み込み中')
    expect(html).not.toContain('<template')
  })

  it('leaves the doctype to the router, which writes its own before the document', async () => {
    const html = await renderWhole(
      <html lang="ja">
        <body>本文</body>
      </html>,
      undefined,
      new AbortController().signal,
    )
    expect(html).toMatch(/^<html lang="ja">/)
    expect(html).not.toContain('<!DOCTYPE')
  })

  it('rejects when the shell fails, and when the request is aborted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('shell failed')
    }
    await expect(renderWhole(<Broken />, undefined, new AbortController().signal)).rejects.toThrow(
      'shell failed',
    )
    const request = new AbortController()
    const Late = lateComponent('never')
    const rendering = renderWhole(
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
      undefined,
      request.signal,
    )
    request.abort(new Error('the reader left'))
    await expect(rendering).rejects.toThrow('the reader left')
    error.mockRestore()
  })
})
