/**
 * The thread list: new thread, search (title and content, on the server) in this chat or in all
 * of the user's chats, and per thread rename and delete (with a confirmation). On a phone it is
 * a drawer the chat header opens (chat-screen.css.ts `narrow`). Presentational: the screen passes
 * the data and the actions, so Storybook can show every state. Links are plain anchors whose
 * clicks the screen turns into router navigations (`onNavigate`).
 */
import { mdiClose, mdiDeleteOutline, mdiDotsVertical, mdiPencilOutline, mdiPlus } from '@mdi/js'
import { type MouseEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { Icon } from '../../ui/icon/icon'
import { Menu } from '../../ui/menu/menu'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './chat-screen.css'
import type { ThreadSummary } from './chat-types.shared'
import * as sidebarCss from './thread-sidebar.css'

export type SearchScope = 'chat' | 'all'

export interface ThreadSidebarProps {
  /** The element id the header's drawer button controls. */
  id: string
  /** Phones: whether the drawer is open (wider screens always show the list). */
  open: boolean
  onClose: () => void
  threads: ThreadSummary[] | undefined
  loading: boolean
  error: string | null
  activeThreadId: string | null
  query: string
  onQueryChange: (query: string) => void
  scope: SearchScope
  onScopeChange: (scope: SearchScope) => void
  /** The chat a thread belongs to, shown when the list spans all chats. */
  chatNameOf: (thread: ThreadSummary) => string
  newThreadHref: string
  hrefFor: (thread: ThreadSummary) => string
  /** Client-side navigation; plain clicks with a modifier key keep the browser's behaviour. */
  onNavigate: (href: string) => void
  onRename: (thread: ThreadSummary, title: string) => Promise<void>
  onDelete: (thread: ThreadSummary) => Promise<void>
}

function followInApp(event: MouseEvent<HTMLAnchorElement>, href: string, navigate: (href: string) => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(href)
}

function ScopeToggle({
  name,
  scope,
  onChange,
}: {
  /** One radio group per list (the console's preview shows several lists at once). */
  name: string
  scope: SearchScope
  onChange: (scope: SearchScope) => void
}) {
  const { t } = useTranslation()
  const options: { value: SearchScope; label: string }[] = [
    { value: 'chat', label: t('chat.threads.scopeChat') },
    { value: 'all', label: t('chat.threads.scopeAll') },
  ]
  return (
    <fieldset className={sidebarCss.scopeGroup}>
      <legend className={sidebarCss.scopeLegend}>{t('chat.threads.scope')}</legend>
      {options.map((option) => (
        <label key={option.value} className={sidebarCss.scopeOption}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={scope === option.value}
            onChange={() => onChange(option.value)}
            className={sidebarCss.scopeRadio}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

export function ThreadSidebar(props: ThreadSidebarProps) {
  const { t } = useTranslation()
  const [renaming, setRenaming] = useState<ThreadSummary | null>(null)
  const [deleting, setDeleting] = useState<ThreadSummary | null>(null)
  const { threads, query } = props
  const allChats = props.scope === 'all'
  return (
    <aside
      id={props.id}
      className={sidebarCss.sidebar}
      data-open={props.open}
      aria-labelledby="chat-threads-heading"
      data-testid="thread-sidebar"
    >
      <div className={sidebarCss.sidebarTop}>
        <h2 id="chat-threads-heading" className={sidebarCss.sidebarHeading}>
          {t('chat.threads.title')}
        </h2>
        <button
          type="button"
          className={css.drawerToggle}
          aria-label={t('chat.header.closeThreads')}
          onClick={props.onClose}
        >
          <Icon path={mdiClose} />
        </button>
      </div>
      <a
        href={props.newThreadHref}
        className={sidebarCss.newThreadLink}
        onClick={(event) => followInApp(event, props.newThreadHref, props.onNavigate)}
      >
        <Icon path={mdiPlus} /> {t('chat.threads.new')}
      </a>
      <TextField
        type="search"
        label={t('chat.threads.search')}
        placeholder={t('chat.threads.searchPlaceholder')}
        value={query}
        onValueChange={props.onQueryChange}
      />
      <ScopeToggle name={`${props.id}-scope`} scope={props.scope} onChange={props.onScopeChange} />
      {props.error && (
        <p className={css.notice} data-tone="error" role="alert">
          {props.error}
        </p>
      )}
      {threads && threads.length === 0 && !props.loading && (
        <p className={css.muted}>
          {query.trim() ? t('chat.threads.noMatch', { query: query.trim() }) : t('chat.threads.empty')}
        </p>
      )}
      {!threads && props.loading && <p className={css.muted}>{t('common.loading')}</p>}
      {threads && threads.length > 0 && (
        <ul className={sidebarCss.threadList} aria-busy={props.loading} data-testid="thread-list">
          {threads.map((thread) => {
            const href = props.hrefFor(thread)
            const active = thread.id === props.activeThreadId
            return (
              <li key={thread.id} className={sidebarCss.threadItem} data-active={active}>
                <a
                  href={href}
                  className={sidebarCss.threadLink}
                  aria-current={active ? 'page' : undefined}
                  title={thread.title}
                  onClick={(event) => followInApp(event, href, props.onNavigate)}
                >
                  <span className={sidebarCss.threadTitle}>{thread.title}</span>
                  {allChats && (
                    <span className={sidebarCss.threadChat} data-testid="thread-chat">
                      {props.chatNameOf(thread)}
                    </span>
                  )}
                </a>
                <Menu
                  trigger={
                    <button
                      type="button"
                      className={css.iconButton}
                      aria-label={t('chat.threads.actions', { title: thread.title })}
                    >
                      <Icon path={mdiDotsVertical} />
                    </button>
                  }
                  items={[
                    {
                      key: 'rename',
                      label: t('chat.threads.rename'),
                      icon: mdiPencilOutline,
                      onSelect: () => setRenaming(thread),
                    },
                    {
                      key: 'delete',
                      label: t('chat.threads.delete'),
                      icon: mdiDeleteOutline,
                      danger: true,
                      onSelect: () => setDeleting(thread),
                    },
                  ]}
                />
              </li>
            )
          })}
        </ul>
      )}
      {renaming && (
        <RenameDialog
          thread={renaming}
          onClose={() => setRenaming(null)}
          onRename={(title) => props.onRename(renaming, title)}
        />
      )}
      {deleting && (
        <Dialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('chat.threads.deleteTitle')}
          description={t('chat.threads.deleteDescription', { title: deleting.title })}
          footer={
            <>
              <DialogClose>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </DialogClose>
              <Button
                variant="danger"
                onClick={async () => {
                  await props.onDelete(deleting)
                  setDeleting(null)
                }}
              >
                {t('chat.threads.deleteConfirm')}
              </Button>
            </>
          }
        />
      )}
    </aside>
  )
}

function RenameDialog({
  thread,
  onClose,
  onRename,
}: {
  thread: ThreadSummary
  onClose: () => void
  onRename: (title: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(thread.title)
  const [saving, setSaving] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const valid = title.trim().length > 0 && [...title.trim()].length <= 200
  const save = async () => {
    if (!valid) return
    setSaving(true)
    try {
      await onRename(title.trim())
      onClose()
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      // The name is what one came to change: focus it, selected, rather than the × button.
      onOpenAutoFocus={(event) => {
        if (!field.current) return
        event.preventDefault()
        field.current.focus()
        field.current.select()
      }}
      title={t('chat.threads.renameTitle')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('common.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="chat-rename-form" loading={saving} disabled={!valid}>
            {t('chat.threads.save')}
          </Button>
        </>
      }
    >
      <form
        id="chat-rename-form"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <TextField
          ref={field}
          label={t('chat.threads.renameLabel')}
          value={title}
          maxLength={200}
          required
          onValueChange={setTitle}
          error={
            !title.trim()
              ? t('validation.required')
              : valid
                ? undefined
                : t('validation.maxLength', { maximum: 200 })
          }
        />
      </form>
    </Dialog>
  )
}
