// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '#app/ui/testing/render'
import { LazyChatMarkdown, preloadChatMarkdown } from './lazy-chat-markdown'

afterEach(cleanup)

describe('LazyChatMarkdown', () => {
  it('shows the text as plain text first, then as Markdown', async () => {
    const { container } = renderUi(<LazyChatMarkdown text={'**太字**\n<script>alert(1)</script>'} />)
    expect(container.textContent).toContain('**太字**')
    expect(container.querySelector('script')).toBeNull()
    // The renderer is a dynamic import: on a loaded machine its first load (transform included)
    // takes longer than findByText's default second, so wait for the module, then for React.
    await preloadChatMarkdown()
    expect(await screen.findByText('太字', { selector: 'strong' }, { timeout: 5_000 })).toBeTruthy()
    expect(container.textContent).toContain('<script>alert(1)</script>')
    expect(container.querySelector('script')).toBeNull()
  })

  it('loads the renderer once however often it is preloaded', async () => {
    expect(preloadChatMarkdown()).toBe(preloadChatMarkdown())
    expect((await preloadChatMarkdown()).ChatMarkdown).toBeDefined()
  })
})
