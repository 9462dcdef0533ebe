/**
 * The thread list of one chat: new thread, search (title and content, on the server), and per
 * thread rename and delete (with a confirmation). Presentational: the screen passes the data
 * and the actions, so Storybook can show every state. Links are plain anchors whose clicks the
 * screen turns into router navigations (`onOpen`).
 */
import { mdiDeleteOutline, mdiDotsVertical, mdiPencilOutline, mdiPlus } from '@mdi/js'
import { type MouseEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Dialog, DialogClose } from '../../ui/dialog/dialog'
import { Icon } from '../../ui/icon/icon'
import { Menu } from '../../ui/menu/menu'
import { TextField } from '../../ui/text-field/text-field'
import * as css from './chat-screen.css'
import type { ThreadSummary } from './chat-types'

export interface ThreadSidebarProps {
  threads: ThreadSummary[] | undefined
  loading: boolean
  error: string | null
  activeThreadId: string | null
  query: string
  onQueryChange: (query: string) => void
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

export function ThreadSidebar(props: ThreadSidebarProps) {
  const { t } = useTranslation()
  const [renaming, setRenaming] = useState<ThreadSummary | null>(null)
  const [deleting, setDeleting] = useState<ThreadSummary | null>(null)
  const { threads, query } = props
  return (
    <aside className={css.sidebar} aria-labelledby="chat-threads-heading">
      <h2 id="chat-threads-heading" className={css.sidebarHeading}>
        {t('chat.threads.title')}
      </h2>
      <a
        href={props.newThreadHref}
        className={css.threadLink}
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
        <ul className={css.threadList} aria-busy={props.loading}>
          {threads.map((thread) => {
            const href = props.hrefFor(thread)
            const active = thread.id === props.activeThreadId
            return (
              <li key={thread.id} className={css.threadItem} data-active={active}>
                <a
                  href={href}
                  className={css.threadLink}
                  aria-current={active ? 'page' : undefined}
                  title={thread.title}
                  onClick={(event) => followInApp(event, href, props.onNavigate)}
                >
                  {thread.title}
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
