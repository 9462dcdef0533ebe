// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useComposerHandOver, useComposerTakeOver } from './composer-handover'

afterEach(cleanup)

/** A chat screen's composer: the new-thread page when `threadId` is null. */
function Screen({
  threadId,
  onHandOver,
}: {
  threadId: string | null
  onHandOver?: (hand: (id: string) => void) => void
}) {
  const box = useRef<HTMLTextAreaElement>(null)
  const [draft, setDraft] = useState('')
  const handTo = useComposerHandOver(box)
  useComposerTakeOver(threadId, box, setDraft)
  onHandOver?.(handTo)
  return (
    <textarea aria-label="box" ref={box} value={draft} onChange={(event) => setDraft(event.target.value)} />
  )
}

function typeInto(box: HTMLTextAreaElement, text: string) {
  act(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setValue?.call(box, text)
    box.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('the composer handed from the new-thread page to the thread’s page', () => {
  it('keeps the follow-up typed after the thread was named, and the caret in it', () => {
    let handTo: (id: string) => void = () => {}
    const view = render(<Screen key="new" threadId={null} onHandOver={(hand) => (handTo = hand)} />)
    const box = view.getByLabelText('box') as HTMLTextAreaElement
    box.focus()
    handTo('thread-1')
    // Typed while the thread's page loads: after the name, before the swap.
    typeInto(box, '次の質問')

    view.rerender(<Screen key="thread-1" threadId="thread-1" />)
    const fresh = view.getByLabelText('box') as HTMLTextAreaElement
    expect(fresh).not.toBe(box)
    expect(fresh.value).toBe('次の質問')
    expect(document.activeElement).toBe(fresh)
  })

  it('is taken once: the thread opened again later starts empty', () => {
    let handTo: (id: string) => void = () => {}
    const view = render(<Screen key="new" threadId={null} onHandOver={(hand) => (handTo = hand)} />)
    typeInto(view.getByLabelText('box') as HTMLTextAreaElement, '一度だけ')
    handTo('thread-2')
    view.rerender(<Screen key="thread-2" threadId="thread-2" />)
    view.rerender(<Screen key="elsewhere" threadId="thread-9" />)
    view.rerender(<Screen key="thread-2-again" threadId="thread-2" />)
    expect((view.getByLabelText('box') as HTMLTextAreaElement).value).toBe('')
  })

  it('leaves the caret alone when the reader was not in the composer', () => {
    let handTo: (id: string) => void = () => {}
    const view = render(<Screen key="new" threadId={null} onHandOver={(hand) => (handTo = hand)} />)
    typeInto(view.getByLabelText('box') as HTMLTextAreaElement, '下書き')
    handTo('thread-3')
    view.rerender(<Screen key="thread-3" threadId="thread-3" />)
    const fresh = view.getByLabelText('box') as HTMLTextAreaElement
    expect(fresh.value).toBe('下書き')
    expect(document.activeElement).not.toBe(fresh)
  })

  it('hands nothing over when the page is left before the thread is named', () => {
    const view = render(<Screen key="new" threadId={null} />)
    typeInto(view.getByLabelText('box') as HTMLTextAreaElement, '捨てた下書き')
    view.rerender(<Screen key="thread-4" threadId="thread-4" />)
    expect((view.getByLabelText('box') as HTMLTextAreaElement).value).toBe('')
  })
})
