// @vitest-environment happy-dom
/**
 * What users type and models write is stored, then shown to other members: a `<script>` or an
 * `<img onerror>` in it must reach the page as text, both in the server's HTML and once React
 * renders in the browser. Covered: the thread view (questions, Markdown replies, FAQ sources,
 * a failed reply's error), the thread list, the home page (chat names, thread titles) and the
 * team page (member, team and invitation names). The Markdown renderer's own cases are in
 * app/features/chat/markdown/chat-markdown.test.tsx.
 */
import { cleanup, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_THREADS, sampleMessage } from '../../features/chat/chat-stories-data'
import { Conversation } from '../../features/chat/conversation'
import { preloadChatMarkdown } from '../../features/chat/markdown/lazy-chat-markdown'
import { ThreadSidebar } from '../../features/chat/thread-sidebar'
import { sampleHome } from '../../features/home/home.fixtures'
import { HomeView } from '../../features/home/home-view'
import { noopTeamActions, sampleTeamPage } from '../../features/team/team.fixtures'
import { TeamView } from '../../features/team/team-view'
import { renderUi, TestUiProviders } from '../../ui/testing/render'

const SCRIPT = '<script>window.__pwned = true</script>'
const IMG = '<img src=x onerror="window.__pwned = true">'
const HOSTILE = `${SCRIPT} ${IMG}`

afterEach(() => {
  cleanup()
  delete (window as { __pwned?: boolean }).__pwned
})

/** No element came from the text: no script, no image, no event-handler attribute anywhere. */
function expectInert(container: Element) {
  expect(container.querySelector('script')).toBeNull()
  expect(container.querySelector('img')).toBeNull()
  const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((a) => a.name),
  )
  expect(handlers).toEqual([])
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
}

/** The server's HTML shows the markup escaped, never as a tag. */
function expectEscapedOnServer(ui: ReactElement) {
  const html = renderToString(<TestUiProviders>{ui}</TestUiProviders>)
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<img[^>]*onerror/i)
  expect(html).toContain('&lt;script&gt;')
}

function conversation() {
  return (
    <Conversation
      faq
      canAct
      busy={false}
      onRegenerate={() => {}}
      onEdit={() => {}}
      messages={[
        sampleMessage({ id: 'q', role: 'user', content: `質問 ${HOSTILE}` }),
        sampleMessage({
          id: 'r',
          role: 'assistant',
          content: `回答 ${SCRIPT}\n\n${IMG}\n\n[link](javascript:alert(1))`,
          sources: [
            { type: 'faq', id: 'faq-1', title: `FAQ ${SCRIPT}`, snippet: SCRIPT, score: 1 },
            {
              type: 'document',
              id: '7',
              title: `doc ${SCRIPT}.pdf`,
              documentId: 'd"><script>',
              page: 2,
              snippet: SCRIPT,
              score: 1,
            },
          ],
        }),
        sampleMessage({
          id: 'f',
          role: 'assistant',
          status: 'failed',
          content: IMG,
          errorMessage: `${SCRIPT} / ${SCRIPT}`,
        }),
      ]}
    />
  )
}

describe('stored user text and model output render as text', () => {
  it('in a thread: the question, the Markdown reply, its FAQ sources and a failed reply', async () => {
    expectEscapedOnServer(conversation())
    await preloadChatMarkdown()
    const { container } = renderUi(conversation())
    expect(await screen.findByText(/^回答 /)).toBeTruthy()
    expect(container.textContent).toContain(`質問 ${HOSTILE}`)
    expect(container.textContent).toContain(SCRIPT)
    expect(container.textContent).toContain(IMG)
    expect(container.textContent).toContain(`FAQ ${SCRIPT}`)
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull()
    expectInert(container)
  })

  it('in the thread list', () => {
    const threads = SAMPLE_THREADS.map((thread, index) => ({ ...thread, title: `${index} ${HOSTILE}` }))
    const sidebar = (
      <ThreadSidebar
        id="threads"
        open={false}
        onClose={() => {}}
        scope="all"
        onScopeChange={() => {}}
        chatNameOf={() => HOSTILE}
        threads={threads}
        loading={false}
        error={null}
        activeThreadId="t1"
        query={SCRIPT}
        onQueryChange={() => {}}
        newThreadHref="/chat"
        hrefFor={(thread) => `/chat/thread/${thread.id}`}
        onNavigate={() => {}}
        onRename={async () => {}}
        onDelete={async () => {}}
      />
    )
    expectEscapedOnServer(sidebar)
    const { container } = renderUi(sidebar)
    expect(container.textContent).toContain(`0 ${HOSTILE}`)
    expectInert(container)
  })

  it('on the home page: chat names and descriptions, category names, thread titles', () => {
    const home = {
      ...sampleHome,
      groups: sampleHome.groups.map((group) => ({
        ...group,
        category: group.category && { ...group.category, name: `分類 ${SCRIPT}`, description: IMG },
        chats: group.chats.map((chat) => ({ ...chat, name: `${chat.name} ${SCRIPT}`, description: IMG })),
      })),
      recentThreads: sampleHome.recentThreads.map((thread) => ({
        ...thread,
        title: `${thread.title} ${HOSTILE}`,
      })),
    }
    const view = <HomeView home={home} userName={`名前 ${SCRIPT}`} />
    expectEscapedOnServer(view)
    const { container } = renderUi(view)
    expect(container.textContent).toContain(`名前 ${SCRIPT}`)
    expect(container.textContent).toContain(IMG)
    expectInert(container)
  })

  it('on the team page: member names, team names and invited addresses', () => {
    const page = {
      ...sampleTeamPage,
      members: sampleTeamPage.members.map((member) => ({ ...member, name: `${member.name} ${HOSTILE}` })),
      teams: sampleTeamPage.teams.map((team) => ({ ...team, name: `${team.name} ${SCRIPT}` })),
      invitations: sampleTeamPage.invitations.map((invitation) => ({
        ...invitation,
        email: `${IMG}@x.example`,
      })),
    }
    const view = <TeamView page={page} actions={noopTeamActions} />
    expectEscapedOnServer(view)
    const { container } = renderUi(view)
    expect(container.textContent).toContain(`オーナー 一郎 ${HOSTILE}`)
    expect(container.textContent).toContain(`営業部 ${SCRIPT}`)
    expectInert(container)
  })
})
