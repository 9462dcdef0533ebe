import { expect, it } from 'vitest'
import { groupChatsByCategory } from './group-chats'

const category = (id: string) => ({ id, name: id.toUpperCase(), description: '' })

it('keeps the category order, the chat order within each, and puts the uncategorised last', () => {
  const chats = [
    { id: 'c1', categoryId: 'b' },
    { id: 'c2', categoryId: null },
    { id: 'c3', categoryId: 'a' },
    { id: 'c4', categoryId: 'b' },
    { id: 'c5', categoryId: 'gone' },
  ]
  const groups = groupChatsByCategory([category('a'), category('b'), category('empty')], chats)
  expect(groups.map((group) => [group.category?.id ?? null, group.chats.map((chat) => chat.id)])).toEqual([
    ['a', ['c3']],
    ['b', ['c1', 'c4']],
    [null, ['c2', 'c5']],
  ])
  expect(groupChatsByCategory([category('a')], [])).toEqual([])
})
