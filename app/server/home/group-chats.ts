/**
 * The home page's catalogue: the tenant's enabled chats under their categories. Categories come
 * in the catalogue's order, chats in the tenant's order within each; chats without a (known)
 * category come last, under `null`. Categories with no enabled chat are left out.
 */
export interface CategoryRow {
  id: string
  name: string
  description: string
}

export interface CategoryGroup<Chat> {
  category: CategoryRow | null
  chats: Chat[]
}

export function groupChatsByCategory<Chat extends { categoryId: string | null }>(
  categories: readonly CategoryRow[],
  chats: readonly Chat[],
): CategoryGroup<Chat>[] {
  const known = new Set(categories.map((category) => category.id))
  const groups: CategoryGroup<Chat>[] = categories
    .map((category) => ({ category, chats: chats.filter((chat) => chat.categoryId === category.id) }))
    .filter((group) => group.chats.length > 0)
  const others = chats.filter((chat) => chat.categoryId === null || !known.has(chat.categoryId))
  if (others.length > 0) groups.push({ category: null, chats: others })
  return groups
}
