/**
 * The chat screen every chat route shares (`/chat`, `/{customchat|faqchat|opschat}/{keyword}`
 * and their `/thread/{id}` pages): the thread list beside the conversation and the message box.
 * After the first message of a new thread the page moves to the thread's URL while the reply
 * keeps streaming (live-turns.ts). A thread of another member of the tenant is read-only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../ui/snackbar/snackbar'
import { chatErrorText, deleteThread, renameThread } from './chat-api-client'
import { balanceQuery, chatQueryKeys, threadQuery, threadsQuery } from './chat-queries'
import * as css from './chat-screen.css'
import { type ChatPageData, chatBasePath, type ThreadSummary, threadPath } from './chat-types'
import { Composer } from './composer'
import { Conversation } from './conversation'
import { mergeLiveTurn, newThreadKey, useLiveTurn } from './live-turns'
import { ThreadSidebar } from './thread-sidebar'
import { useChatTurn } from './use-chat-turn'

const SEARCH_DELAY_MS = 250

function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
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
  const threadId = page.thread?.thread.id ?? null
  const basePath = chatBasePath(chat.kind, chat.keyword)
  const go = (href: string) => void navigate({ href })

  const [query, setQuery] = useState('')
  const search = useDebounced(query, SEARCH_DELAY_MS)
  const threads = useQuery(threadsQuery(chat.kind, chat.keyword, search))
  const detail = useQuery({
    ...threadQuery(threadId ?? ''),
    enabled: typeof window !== 'undefined' && threadId !== null,
    initialData: page.thread ?? undefined,
  })
  const balance = useQuery(balanceQuery)
  const live = useLiveTurn(threadId ?? newThreadKey(chat.kind, chat.keyword))
  const streaming = live !== undefined && (live.status === 'sending' || live.status === 'streaming')
  const turn = useChatTurn({
    kind: chat.kind,
    keyword: chat.keyword,
    threadId,
    onThreadCreated: (id) => go(threadPath(chat.kind, chat.keyword, id)),
  })
  const [draft, setDraft] = useState('')

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
    if (!content.trim() || streaming) return
    setDraft('')
    // A refused message goes back into the box, so nothing typed is lost.
    void turn.send(content).then((accepted) => {
      if (!accepted) setDraft((current) => current || content)
    })
  }
  const name = chat.name || t('chat.generalName')
  const description = chat.kind === 'chat' ? t('chat.generalDescription') : chat.description
  return (
    <div className={css.screen}>
      <ThreadSidebar
        threads={threads.data}
        loading={threads.isFetching}
        error={threads.error ? errorText(threads.error) : null}
        activeThreadId={threadId}
        query={query}
        onQueryChange={setQuery}
        newThreadHref={basePath}
        hrefFor={(item: ThreadSummary) => threadPath(chat.kind, chat.keyword, item.id)}
        onNavigate={go}
        onRename={async (item, title) => {
          await rename.mutateAsync({ id: item.id, title })
        }}
        onDelete={async (item) => {
          await remove.mutateAsync(item.id).catch(() => undefined)
        }}
      />
      <section className={css.main} aria-labelledby="chat-title">
        <header className={css.chatHeader}>
          <h1 id="chat-title" className={css.chatTitle}>
            {name}
          </h1>
          {thread && <p className={css.muted}>{thread.thread.title}</p>}
          {description && <p className={css.muted}>{description}</p>}
        </header>
        {detail.error && !thread && (
          <p className={css.notice} data-tone="error" role="alert">
            {t('chat.conversation.loadFailed')}
          </p>
        )}
        {messages.length === 0 ? (
          <p className={css.muted}>{t('chat.conversation.empty')}</p>
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
        {readOnly ? (
          <p className={css.notice}>{t('chat.conversation.readOnly')}</p>
        ) : (
          <Composer
            value={draft}
            onValueChange={(value) => {
              setDraft(value)
              if (turn.refusal) turn.clearRefusal()
            }}
            onSend={send}
            onStop={() => live?.abort()}
            streaming={streaming}
            balance={balance.data}
            inputHints={chat.inputHints}
            error={turn.refusal ? errorText(turn.refusal) : null}
          />
        )}
      </section>
    </div>
  )
}
