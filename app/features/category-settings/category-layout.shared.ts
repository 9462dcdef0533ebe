/**
 * A tenant's category layout (`/categorySetting`): its categories in order, each with the chats
 * shown under it, and the "other chats" group of chats without a (known) category. Pure: the
 * server builds it from the catalogue and the tenant's settings, the home page lists its visible
 * part, and the settings page edits it with the moves below.
 */
export interface LayoutChat {
  id: string
  kind: 'custom' | 'faq' | 'ops'
  keyword: string
  name: string
  /** The English name (ADR 020); null: the Japanese name in English too. */
  nameEn?: string | null
  description: string
  hidden: boolean
}

export interface LayoutCategory<Chat extends LayoutChat = LayoutChat> {
  id: string
  name: string
  nameEn?: string | null
  description: string
  hidden: boolean
  chats: Chat[]
}

export interface CategoryLayout<Chat extends LayoutChat = LayoutChat> {
  categories: LayoutCategory<Chat>[]
  /** Chats under no category; always listed last, never hidden as a group. */
  others: Chat[]
}

export interface LayoutSources<Chat extends Omit<LayoutChat, 'hidden'>> {
  /** The catalogue's categories in the catalogue's order. */
  categories: readonly { id: string; name: string; nameEn?: string | null; description: string }[]
  /** The tenant's enabled chats in its enabled order, each with its catalogue category. */
  chats: readonly (Chat & { categoryId: string | null })[]
  categorySettings: readonly { categoryId: string; position: number; hidden: boolean }[]
  chatPlacements: readonly { chatId: string; categoryId: string | null; position: number; hidden: boolean }[]
}

/** Items with a saved position first (by it), then the others in their given order. */
function savedFirst<Item>(items: readonly Item[], positionOf: (item: Item) => number | undefined): Item[] {
  const indexed = items.map((item, index) => ({ item, index, position: positionOf(item) }))
  return indexed
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined) return a.position - b.position
      if (a.position !== undefined) return -1
      if (b.position !== undefined) return 1
      return a.index - b.index
    })
    .map((entry) => entry.item)
}

export function resolveCategoryLayout<Chat extends Omit<LayoutChat, 'hidden'>>(
  sources: LayoutSources<Chat>,
): CategoryLayout<Omit<Chat, 'categoryId'> & { hidden: boolean }> {
  type Placed = Omit<Chat, 'categoryId'> & { hidden: boolean }
  const categorySetting = new Map(sources.categorySettings.map((row) => [row.categoryId, row]))
  const placement = new Map(sources.chatPlacements.map((row) => [row.chatId, row]))
  const known = new Set(sources.categories.map((category) => category.id))
  const groupOf = (chat: Chat & { categoryId: string | null }) => {
    const saved = placement.get(chat.id)
    const categoryId = saved ? saved.categoryId : chat.categoryId
    return categoryId !== null && known.has(categoryId) ? categoryId : null
  }
  const placed = (chat: Chat & { categoryId: string | null }): Placed => {
    const { categoryId: _catalogueCategory, ...rest } = chat
    return { ...rest, hidden: placement.get(chat.id)?.hidden ?? false }
  }
  const chatsIn = (categoryId: string | null) =>
    savedFirst(
      sources.chats.filter((chat) => groupOf(chat) === categoryId),
      (chat) => placement.get(chat.id)?.position,
    ).map(placed)
  return {
    categories: savedFirst(sources.categories, (category) => categorySetting.get(category.id)?.position).map(
      (category) => ({
        id: category.id,
        name: category.name,
        nameEn: category.nameEn ?? null,
        description: category.description,
        hidden: categorySetting.get(category.id)?.hidden ?? false,
        chats: chatsIn(category.id),
      }),
    ),
    others: chatsIn(null),
  }
}

/**
 * What the home page lists: visible categories with their visible chats (empty ones left out),
 * then the visible chats of no category under `null`. A hidden category hides its chats too.
 */
export function visibleGroups<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
): {
  category: { id: string; name: string; nameEn?: string | null; description: string } | null
  chats: Chat[]
}[] {
  const groups: {
    category: { id: string; name: string; nameEn?: string | null; description: string } | null
    chats: Chat[]
  }[] = layout.categories
    .filter((category) => !category.hidden)
    .map((category) => ({
      category: {
        id: category.id,
        name: category.name,
        nameEn: category.nameEn ?? null,
        description: category.description,
      },
      chats: category.chats.filter((chat) => !chat.hidden),
    }))
    .filter((group) => group.chats.length > 0)
  const others = layout.others.filter((chat) => !chat.hidden)
  if (others.length > 0) groups.push({ category: null, chats: others })
  return groups
}

/** `items` with the one at `from` moved to `to` (clamped); the same array when nothing moves. */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const target = Math.max(0, Math.min(items.length - 1, to))
  if (from < 0 || from >= items.length || from === target) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  if (moved !== undefined) next.splice(target, 0, moved)
  return next
}

/** The id of the "other chats" group in the moves below. */
export const OTHERS_GROUP = '__others__'

function chatsOfGroup<Chat extends LayoutChat>(layout: CategoryLayout<Chat>, groupId: string) {
  return groupId === OTHERS_GROUP
    ? layout.others
    : layout.categories.find((category) => category.id === groupId)?.chats
}

function withGroupChats<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
  groupId: string,
  chats: Chat[],
): CategoryLayout<Chat> {
  if (groupId === OTHERS_GROUP) return { ...layout, others: chats }
  return {
    ...layout,
    categories: layout.categories.map((category) =>
      category.id === groupId ? { ...category, chats } : category,
    ),
  }
}

/** The group (category id or OTHERS_GROUP) a chat is in, or undefined. */
export function groupOfChat(layout: CategoryLayout, chatId: string): string | undefined {
  if (layout.others.some((chat) => chat.id === chatId)) return OTHERS_GROUP
  return layout.categories.find((category) => category.chats.some((chat) => chat.id === chatId))?.id
}

/** Moves a chat to `index` of group `toGroup` (its own group or another). */
export function moveChat<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
  chatId: string,
  toGroup: string,
  index: number,
): CategoryLayout<Chat> {
  const fromGroup = groupOfChat(layout, chatId)
  const target = chatsOfGroup(layout, toGroup)
  if (fromGroup === undefined || target === undefined) return layout
  const source = chatsOfGroup(layout, fromGroup) ?? []
  const chat = source.find((item) => item.id === chatId)
  if (!chat) return layout
  if (fromGroup === toGroup) {
    return withGroupChats(layout, toGroup, moveItem(source, source.indexOf(chat), index))
  }
  const removed = withGroupChats(
    layout,
    fromGroup,
    source.filter((item) => item.id !== chatId),
  )
  const destination = [...target]
  destination.splice(Math.max(0, Math.min(destination.length, index)), 0, chat)
  return withGroupChats(removed, toGroup, destination)
}

export function moveCategory<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
  categoryId: string,
  index: number,
): CategoryLayout<Chat> {
  const from = layout.categories.findIndex((category) => category.id === categoryId)
  return { ...layout, categories: moveItem(layout.categories, from, index) }
}

export function setCategoryHidden<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
  categoryId: string,
  hidden: boolean,
): CategoryLayout<Chat> {
  return {
    ...layout,
    categories: layout.categories.map((category) =>
      category.id === categoryId ? { ...category, hidden } : category,
    ),
  }
}

export function setChatHidden<Chat extends LayoutChat>(
  layout: CategoryLayout<Chat>,
  chatId: string,
  hidden: boolean,
): CategoryLayout<Chat> {
  const mark = (chats: Chat[]) => chats.map((chat) => (chat.id === chatId ? { ...chat, hidden } : chat))
  return {
    categories: layout.categories.map((category) => ({ ...category, chats: mark(category.chats) })),
    others: mark(layout.others),
  }
}

/** What the page sends to save: ids in order with their visibility. */
export interface CategoryLayoutInput {
  categories: { id: string; hidden: boolean; chats: { id: string; hidden: boolean }[] }[]
  others: { id: string; hidden: boolean }[]
}

export function layoutInput(layout: CategoryLayout): CategoryLayoutInput {
  const chat = ({ id, hidden }: LayoutChat) => ({ id, hidden })
  return {
    categories: layout.categories.map((category) => ({
      id: category.id,
      hidden: category.hidden,
      chats: category.chats.map(chat),
    })),
    others: layout.others.map(chat),
  }
}
