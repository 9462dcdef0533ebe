/**
 * The chat screen every chat route shares (`/chat`, `/{customchat|faqchat|opschat}/{keyword}`
 * and their `/thread/{id}` pages), laid out like the chat products people know: the thread list
 * beside (on a phone: a drawer from the header), a compact header, the conversation scrolling in
 * its own region and the composer pinned under it. After the first message of a new thread the
 * page moves to the thread's URL while the reply keeps streaming (live-turns.ts). A thread of
 * another member of the tenant is read-only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocalizedName } from '../../i18n/localized-name'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { chatErrorText, deleteThread, renameThread } from './chat-api-client'
import { ChatHeader } from './chat-header'
import { balanceQuery, chatQueryKeys, threadQuery, threadsQuery } from './chat-queries'
import * as css from './chat-screen.css'
import { useChatShortcuts } from './chat-shortcuts'
import { type ChatPageData, chatBasePath, type ThreadSummary, threadPath } from './chat-types.shared'
import { Composer } from './composer'
import { useComposerHandOver, useComposerTakeOver } from './composer-handover'
import { Conversation } from './conversation'
import { ConversationScroller } from './conversation-scroller'
import { useCreatedThread } from './created-thread'
import { EmptyThread } from './empty-thread'
import { mergeLiveTurn, newThreadKey, useLiveTurn } from './live-turns'
import { useThreadSearch } from './thread-search'
import { ThreadSidebar } from './thread-sidebar'
import { UNSETTLED_POLL_MS, unsettledReplyIn } from './unsettled-reply'
import { useChatTurn } from './use-chat-turn'
import { useStagedAttachments } from './use-staged-attachments'

const SEARCH_DELAY_MS = 250

function useDebounced(value: string, delayMs: number) {
  // Starts at the value: a search kept from the previous screen is not fetched twice.
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/** The thread drawer of a phone: closed at first; focus moves into it and back to its button. */
function useThreadDrawer(sidebarId: string) {
  const [open, setOpen] = useState(false)
  const wasOpen = useRef(false)
  useEffect(() => {
    const sidebar = document.getElementById(sidebarId)
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${sidebarId}"]`)
    if (open) sidebar?.querySelector<HTMLElement>('a, input, button:not([hidden])')?.focus()
    else if (wasOpen.current) toggle?.focus()
    wasOpen.current = open
  }, [open, sidebarId])
  return { open, setOpen }
}

export function ChatScreen({ page }: { page: ChatPageData }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const snackbar = useSnackbar()
  const { chat } = page
  const language = i18n.language ?? 'ja'
  const errorText = (error: unknown) =>
    chatErrorText(error, language, {
      network: t('chat.composer.networkError'),
      generic: t('chat.composer.genericError'),
    })
  const basePath = chatBasePath(chat.kind, chat.keyword)
  const sidebarId = useId()
  const drawer = useThreadDrawer(sidebarId)
  const composerRef = useRef<HTMLTextAreaElement>(null)
  const handComposerTo = useComposerHandOver(composerRef)
  // A new-thread screen shows and continues the thread it created until the thread's page replaces it.
  const created = useCreatedThread(basePath, () => handComposerTo(null))
  const threadId = page.thread?.thread.id ?? created.createdThreadId
  const go = (href: string) => {
    // "New thread": forgotten in the click itself, so the very next message starts one.
    if (href === basePath) created.forget()
    void navigate({ href })
  }

  const { query, setQuery, scope, setScope } = useThreadSearch(basePath)
  const search = useDebounced(query, SEARCH_DELAY_MS)
  const threads = useQuery(threadsQuery(scope === 'all' ? null : chat, search))
  const live = useLiveTurn(threadId ?? newThreadKey(chat.kind, chat.keyword))
  const detail = useQuery({
    ...threadQuery(threadId ?? ''),
    enabled: typeof window !== 'undefined' && threadId !== null,
    initialData: page.thread ?? undefined,
    // A reply the server is still writing or saving (the page reloaded mid-reply or right after
    // Stop, or another tab's turn) is read again until it settles; this tab's own turn is live.
    refetchInterval: (query) =>
      live === undefined && unsettledReplyIn(query.state.data?.messages) ? UNSETTLED_POLL_MS : false,
  })
  const balance = useQuery(balanceQuery(chat))
  const streaming = live !== undefined && (live.status === 'sending' || live.status === 'streaming')
  const turn = useChatTurn({
    kind: chat.kind,
    keyword: chat.keyword,
    threadId,
    onThreadCreated: (id) => {
      created.setCreatedThreadId(id)
      handComposerTo(id)
      go(threadPath(chat.kind, chat.keyword, id))
    },
  })
  const [draft, setDraft] = useState('')
  useComposerTakeOver(threadId, composerRef, setDraft)
  const staged = useStagedAttachments()

  const thread = threadId ? detail.data : undefined
  const readOnly = thread !== undefined && thread.thread.userId !== page.viewerId
  const messages = mergeLiveTurn(thread?.messages ?? [], live)

  const rename = useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameThread(id, title),
    onSuccess: () => {
      snackbar.show({ message: t('chat.threads.renamed'), tone: 'success' })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threadLists })
      if (threadId) void queryClient.invalidateQueries({ queryKey: chatQueryKeys.thread(threadId) })
    },
    onError: (error) => snackbar.show({ message: errorText(error), tone: 'error' }),
  })
  const remove = useMutation({
    mutationFn: (id: string) => deleteThread(id),
    onSuccess: (_result, id) => {
      snackbar.show({ message: t('chat.threads.deleted'), tone: 'success' })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threadLists })
      if (id === threadId) go(basePath)
    },
    onError: (error) => snackbar.show({ message: errorText(error), tone: 'error' }),
  })

  const send = () => {
    const content = draft
    if (!content.trim() || streaming || staged.busy) return
    setDraft('')
    const files = staged.take()
    // Only files the server has read go with the message.
    const attachments = files.flatMap((file) =>
      file.state === 'ready' && file.id ? [{ id: file.id, name: file.name, status: 'ready' as const }] : [],
    )
    void turn.send(content, attachments).then((accepted) => {
      // Sent: the files that failed are let go. Refused: the message goes back with its files.
      if (accepted) return staged.discard(files.filter((file) => file.state === 'failed'))
      setDraft((current) => current || content)
      staged.restore(files)
    })
  }
  useChatShortcuts({
    stop: () => {
      if (drawer.open) {
        drawer.setOpen(false)
        return true
      }
      if (!streaming) return false
      live?.abort()
      return true
    },
    newThread: () => {
      go(basePath)
      return true
    },
    focusComposer: () => {
      composerRef.current?.focus()
      return composerRef.current !== null
    },
  })

  const nameOf = useLocalizedName()
  const chatNames = new Map(page.chats.map((item) => [`${item.kind}/${item.keyword}`, nameOf(item)]))
  const chatNameOf = (item: ThreadSummary) =>
    item.chatKind === 'chat'
      ? t('chat.kinds.chat')
      : // A chat the tenant has since disabled still names its threads by keyword.
        (chatNames.get(`${item.chatKind}/${item.keyword}`) ?? item.keyword)
  const name = chat.name ? nameOf(chat) : t('chat.generalName')
  const description = chat.kind === 'chat' ? t('chat.generalDescription') : chat.description
  return (
    <div className={css.screen}>
      <ThreadSidebar
        id={sidebarId}
        open={drawer.open}
        onClose={() => drawer.setOpen(false)}
        threads={threads.data}
        // Pending on the server and in the browser alike: the first render must match (hydration).
        loading={threads.isPending || threads.isFetching}
        error={threads.error ? errorText(threads.error) : null}
        activeThreadId={threadId}
        query={query}
        onQueryChange={setQuery}
        scope={scope}
        onScopeChange={setScope}
        chatNameOf={chatNameOf}
        newThreadHref={basePath}
        hrefFor={(item: ThreadSummary) => threadPath(item.chatKind, item.keyword, item.id)}
        onNavigate={go}
        onRename={async (item, title) => {
          await rename.mutateAsync({ id: item.id, title })
        }}
        onDelete={async (item) => {
          await remove.mutateAsync(item.id).catch(() => undefined)
        }}
      />
      {drawer.open && (
        <button
          type="button"
          className={css.backdrop}
          tabIndex={-1}
          aria-label={t('chat.header.closeThreads')}
          onClick={() => drawer.setOpen(false)}
        />
      )}
      <section className={css.main} aria-labelledby="chat-title">
        <ChatHeader
          kind={chat.kind}
          name={name}
          description={description}
          drawer={{ id: sidebarId, open: drawer.open, onToggle: () => drawer.setOpen(!drawer.open) }}
          newThreadHref={basePath}
          onNewThread={() => go(basePath)}
          threadId={threadId}
        />
        <ConversationScroller
          label={t('chat.conversation.messages')}
          composer={
            readOnly ? (
              <p className={css.notice}>{t('chat.conversation.readOnly')}</p>
            ) : (
              <Composer
                textareaRef={composerRef}
                value={draft}
                onValueChange={(value) => {
                  setDraft(value)
                  if (turn.refusal) turn.clearRefusal()
                }}
                onSend={send}
                onStop={() => live?.abort()}
                streaming={streaming}
                balance={balance.data}
                error={turn.refusal ? errorText(turn.refusal) : null}
                attachments={{
                  items: staged.items,
                  onAdd: staged.add,
                  onRemove: (key) => {
                    staged.remove(key)
                    if (turn.refusal) turn.clearRefusal()
                  },
                }}
              />
            )
          }
        >
          {thread && (
            <div className={css.printHeading}>
              <h2 className={css.emptyTitle}>{thread.thread.title}</h2>
              <p className={css.muted}>{t('chat.conversation.printedFrom', { chat: name })}</p>
            </div>
          )}
          {detail.error && !thread && (
            <p className={css.notice} data-tone="error" role="alert">
              {t('chat.conversation.loadFailed')}
            </p>
          )}
          {messages.length === 0 ? (
            !threadId && (
              <EmptyThread
                chat={chat}
                onPick={(starter) => {
                  setDraft(starter)
                  composerRef.current?.focus()
                }}
              />
            )
          ) : (
            <Conversation
              messages={messages}
              faq={chat.kind === 'faqchat'}
              canAct={!readOnly}
              busy={streaming}
              onRegenerate={(replacing) => void turn.regenerate(replacing)}
              onEdit={(content, replacing) => void turn.edit(content, replacing)}
            />
          )}
        </ConversationScroller>
      </section>
    </div>
  )
}
