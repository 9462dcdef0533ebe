/**
 * The category layout editor: categories and their chats reordered by drag and drop (pointer or
 * keyboard: dnd-kit's keyboard sensor) or with Up/Down buttons, chats moved between categories
 * with a select, each hidden or shown. Nothing is stored until Save.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { mdiArrowDown, mdiArrowUp, mdiDragVertical, mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { Icon } from '../../ui/icon/icon'
import { focusRing } from '../../ui/styles.css'
import {
  type CategoryLayout,
  type CategoryLayoutInput,
  type LayoutChat,
  layoutInput,
  moveCategory,
  moveChat,
  OTHERS_GROUP,
  setCategoryHidden,
  setChatHidden,
} from './category-layout.shared'
import * as css from './category-settings.css'

export interface CategorySettingsEditorProps {
  layout: CategoryLayout
  saving?: boolean
  /** A message to show after the last save or reset (already in the reader's language). */
  status?: { kind: 'success' | 'error'; text: string } | null
  onSave: (input: CategoryLayoutInput) => void
  onReset: () => void
}

const categoryKey = (id: string) => `category:${id}`
const chatKey = (id: string) => `chat:${id}`
const idOf = (key: string | number) => String(key).replace(/^(category|chat):/, '')

function IconButton({
  label,
  icon,
  ...props
}: { label: string; icon: string } & React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={`${css.iconButton} ${focusRing}`}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon path={icon} size={18} />
    </button>
  )
}

function SortableItem({
  id,
  className,
  handleLabel,
  children,
  as: Element = 'li',
}: {
  id: string
  className: string
  handleLabel: string
  children: ReactNode
  as?: 'li'
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return (
    <Element
      ref={setNodeRef}
      className={`${className} ${isDragging ? css.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={css.row}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={`${css.handle} ${focusRing}`}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          title={handleLabel}
        >
          <Icon path={mdiDragVertical} size={18} />
        </button>
        {children}
      </div>
    </Element>
  )
}

export function CategorySettingsEditor({
  layout: saved,
  saving,
  status,
  onSave,
  onReset,
}: CategorySettingsEditorProps) {
  const { t } = useTranslation()
  const [layout, setLayout] = useState(saved)
  const [base, setBase] = useState(saved)
  // A new saved layout (after save or reset) replaces the edits.
  if (saved !== base) {
    setBase(saved)
    setLayout(saved)
  }
  const dirty = useMemo(
    () => JSON.stringify(layoutInput(layout)) !== JSON.stringify(layoutInput(saved)),
    [layout, saved],
  )
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const names = useMemo(() => {
    const map = new Map<string, string>()
    for (const category of layout.categories) {
      map.set(categoryKey(category.id), category.name)
      for (const chat of category.chats) map.set(chatKey(chat.id), chat.name)
    }
    for (const chat of layout.others) map.set(chatKey(chat.id), chat.name)
    return map
  }, [layout])
  const nameOf = (key: string | number | undefined) =>
    key === undefined ? '' : (names.get(String(key)) ?? '')
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('categorySettings.announce.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('categorySettings.announce.movedOver', { name: nameOf(active.id), over: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('categorySettings.announce.dropped', { name: nameOf(active.id), over: nameOf(over.id) })
        : t('categorySettings.announce.droppedNowhere', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('categorySettings.announce.cancelled', { name: nameOf(active.id) }),
  }

  const chatsOf = (groupId: string) =>
    groupId === OTHERS_GROUP
      ? layout.others
      : (layout.categories.find((category) => category.id === groupId)?.chats ?? [])

  // Categories and each category's chats are separate drag contexts, so the keyboard sensor
  // steps a category past categories and a chat past the chats of its own list.
  const onCategoryDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const index = layout.categories.findIndex((category) => category.id === idOf(over.id))
    setLayout(moveCategory(layout, idOf(active.id), index))
  }
  const onChatDragEnd =
    (groupId: string) =>
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return
      const index = chatsOf(groupId).findIndex((chat) => chat.id === idOf(over.id))
      setLayout(moveChat(layout, idOf(active.id), groupId, index))
    }
  const dndProps = {
    sensors,
    collisionDetection: closestCenter,
    accessibility: { announcements },
  }

  const groupOptions = [
    ...layout.categories.map((category) => ({ id: category.id, name: category.name })),
    { id: OTHERS_GROUP, name: t('categorySettings.others') },
  ]

  const chatList = (groupId: string, chats: LayoutChat[]) =>
    chats.length === 0 ? (
      <p className={css.muted}>{t('categorySettings.emptyCategory')}</p>
    ) : (
      <DndContext {...dndProps} onDragEnd={onChatDragEnd(groupId)}>
        <SortableContext items={chats.map((chat) => chatKey(chat.id))} strategy={verticalListSortingStrategy}>
          <ul className={css.chats} aria-label={groupOptions.find((group) => group.id === groupId)?.name}>
            {chats.map((chat, index) => (
              <SortableItem
                key={chat.id}
                id={chatKey(chat.id)}
                className={css.chat}
                handleLabel={t('categorySettings.dragHandle', { name: chat.name })}
              >
                <ItemName item={chat} className={css.chatName} testId="chat-setting-name" />
                <select
                  className={`${css.select} ${focusRing}`}
                  aria-label={t('categorySettings.moveTo', { name: chat.name })}
                  value={groupId}
                  onChange={(event) =>
                    setLayout(moveChat(layout, chat.id, event.target.value, Number.MAX_SAFE_INTEGER))
                  }
                >
                  {groupOptions.map((group) => (
                    <option key={group.id} value={group.id}>
                      {group.name}
                    </option>
                  ))}
                </select>
                <RowButtons
                  item={chat}
                  index={index}
                  count={chats.length}
                  onHidden={(hidden) => setLayout(setChatHidden(layout, chat.id, hidden))}
                  onMove={(to) => setLayout(moveChat(layout, chat.id, groupId, to))}
                />
              </SortableItem>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    )

  return (
    <>
      <p className={css.muted}>{t('categorySettings.dragHint')}</p>
      {layout.categories.length === 0 && <p className={css.muted}>{t('categorySettings.noCategories')}</p>}
      <DndContext {...dndProps} onDragEnd={onCategoryDragEnd}>
        <SortableContext
          items={layout.categories.map((category) => categoryKey(category.id))}
          strategy={verticalListSortingStrategy}
        >
          <ol
            className={css.list}
            aria-label={t('categorySettings.title')}
            data-testid="category-settings-list"
          >
            {layout.categories.map((category, index) => (
              <SortableItem
                key={category.id}
                id={categoryKey(category.id)}
                className={css.category}
                handleLabel={t('categorySettings.dragHandle', { name: category.name })}
              >
                <ItemName item={category} className={css.name} testId="category-setting-name" />
                <RowButtons
                  item={category}
                  index={index}
                  count={layout.categories.length}
                  onHidden={(hidden) => setLayout(setCategoryHidden(layout, category.id, hidden))}
                  onMove={(to) => setLayout(moveCategory(layout, category.id, to))}
                />
                <div style={{ flexBasis: '100%' }}>{chatList(category.id, category.chats)}</div>
              </SortableItem>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <section className={css.category} aria-labelledby="category-settings-others">
        <h2 id="category-settings-others" className={css.name}>
          {t('categorySettings.others')}
        </h2>
        <p className={css.muted}>{t('categorySettings.othersDescription')}</p>
        {chatList(OTHERS_GROUP, layout.others)}
      </section>
      <div className={css.actions}>
        <Button
          type="button"
          onClick={() => onSave(layoutInput(layout))}
          loading={saving}
          disabled={saving || !dirty}
        >
          {saving ? t('categorySettings.saving') : t('categorySettings.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={saving}
          onClick={() => {
            if (window.confirm(t('categorySettings.resetConfirm'))) onReset()
          }}
        >
          {t('categorySettings.reset')}
        </Button>
        {dirty && <span className={css.muted}>{t('categorySettings.unsaved')}</span>}
        <span role="status" className={status?.kind === 'error' ? css.error : css.muted}>
          {status?.text ?? ''}
        </span>
      </div>
    </>
  )
}

/** A category's or chat's name, struck through and badged while hidden. */
function ItemName({
  item,
  className,
  testId,
}: {
  item: { name: string; hidden: boolean }
  className: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <span className={`${className} ${item.hidden ? css.hiddenName : ''}`} data-testid={testId}>
        {item.name}
      </span>
      {item.hidden && <span className={css.badge}>{t('categorySettings.hiddenBadge')}</span>}
    </>
  )
}

/** A category's or chat's hide/show toggle and its keyboard alternative to dragging: up, down. */
function RowButtons({
  item,
  index,
  count,
  onHidden,
  onMove,
}: {
  item: { name: string; hidden: boolean }
  index: number
  count: number
  onHidden: (hidden: boolean) => void
  /** To the given position in its list. */
  onMove: (index: number) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <IconButton
        label={t(item.hidden ? 'categorySettings.show' : 'categorySettings.hide', { name: item.name })}
        icon={item.hidden ? mdiEyeOutline : mdiEyeOffOutline}
        aria-pressed={item.hidden}
        onClick={() => onHidden(!item.hidden)}
      />
      <IconButton
        label={t('categorySettings.moveUp', { name: item.name })}
        icon={mdiArrowUp}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <IconButton
        label={t('categorySettings.moveDown', { name: item.name })}
        icon={mdiArrowDown}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
    </>
  )
}
