import { describe, expect, it } from 'vitest'
import {
  type CategoryLayout,
  layoutInput,
  moveCategory,
  moveChat,
  moveItem,
  OTHERS_GROUP,
  resolveCategoryLayout,
  setCategoryHidden,
  setChatHidden,
  visibleGroups,
} from './category-layout.shared'

const category = (id: string) => ({ id, name: id.toUpperCase(), description: '' })
const chat = (id: string, categoryId: string | null) => ({
  id,
  kind: 'custom' as const,
  keyword: id,
  name: id,
  description: '',
  categoryId,
})
const ids = (layout: CategoryLayout) => [
  ...layout.categories.map((group) => [group.id, group.chats.map((item) => item.id)]),
  [OTHERS_GROUP, layout.others.map((item) => item.id)],
]

const catalogue = {
  categories: [category('a'), category('b'), category('empty')],
  chats: [chat('c1', 'b'), chat('c2', null), chat('c3', 'a'), chat('c4', 'b'), chat('c5', 'gone')],
}

describe('resolveCategoryLayout', () => {
  it('without settings keeps the catalogue order and the enabled order, uncategorised last', () => {
    const layout = resolveCategoryLayout({ ...catalogue, categorySettings: [], chatPlacements: [] })
    expect(ids(layout)).toEqual([
      ['a', ['c3']],
      ['b', ['c1', 'c4']],
      ['empty', []],
      [OTHERS_GROUP, ['c2', 'c5']],
    ])
    expect(
      visibleGroups(layout).map((group) => [group.category?.id ?? null, group.chats.map((c) => c.id)]),
    ).toEqual([
      ['a', ['c3']],
      ['b', ['c1', 'c4']],
      [null, ['c2', 'c5']],
    ])
    expect(
      visibleGroups(
        resolveCategoryLayout({
          categories: [category('a')],
          chats: [] as ReturnType<typeof chat>[],
          categorySettings: [],
          chatPlacements: [],
        }),
      ),
    ).toEqual([])
  })

  it('applies saved order, placements and visibility; unsaved items follow the saved ones', () => {
    const layout = resolveCategoryLayout({
      ...catalogue,
      categorySettings: [
        { categoryId: 'b', position: 0, hidden: false },
        { categoryId: 'a', position: 1, hidden: true },
      ],
      chatPlacements: [
        { chatId: 'c4', categoryId: 'b', position: 0, hidden: false },
        { chatId: 'c2', categoryId: 'empty', position: 0, hidden: false },
        { chatId: 'c1', categoryId: 'b', position: 1, hidden: true },
        // A category the catalogue no longer has: the chat goes to the other chats.
        { chatId: 'c3', categoryId: 'deleted', position: 0, hidden: false },
      ],
    })
    expect(ids(layout)).toEqual([
      ['b', ['c4', 'c1']],
      ['a', []],
      ['empty', ['c2']],
      [OTHERS_GROUP, ['c3', 'c5']],
    ])
    expect(layout.categories[1]?.hidden).toBe(true)
    expect(
      visibleGroups(layout).map((group) => [group.category?.id ?? null, group.chats.map((c) => c.id)]),
    ).toEqual([
      ['b', ['c4']],
      ['empty', ['c2']],
      [null, ['c3', 'c5']],
    ])
  })
})

describe('moves', () => {
  const layout = resolveCategoryLayout({ ...catalogue, categorySettings: [], chatPlacements: [] })

  it('moveItem moves and clamps, and leaves out-of-range sources alone', () => {
    expect(moveItem(['x', 'y', 'z'], 0, 2)).toEqual(['y', 'z', 'x'])
    expect(moveItem(['x', 'y', 'z'], 2, -5)).toEqual(['z', 'x', 'y'])
    expect(moveItem(['x', 'y'], 7, 0)).toEqual(['x', 'y'])
  })

  it('reorders categories and moves chats within and across groups', () => {
    expect(moveCategory(layout, 'empty', 0).categories.map((group) => group.id)).toEqual(['empty', 'a', 'b'])
    expect(ids(moveChat(layout, 'c4', 'b', 0))[1]).toEqual(['b', ['c4', 'c1']])
    const moved = moveChat(layout, 'c1', OTHERS_GROUP, 1)
    expect(ids(moved)).toEqual([
      ['a', ['c3']],
      ['b', ['c4']],
      ['empty', []],
      [OTHERS_GROUP, ['c2', 'c1', 'c5']],
    ])
    expect(moveChat(layout, 'nope', 'a', 0)).toBe(layout)
    expect(moveChat(layout, 'c1', 'nope', 0)).toBe(layout)
  })

  it('hides and shows, and turns the layout into the save input', () => {
    const hidden = setChatHidden(setCategoryHidden(layout, 'a', true), 'c5', true)
    expect(layoutInput(hidden)).toEqual({
      categories: [
        { id: 'a', hidden: true, chats: [{ id: 'c3', hidden: false }] },
        {
          id: 'b',
          hidden: false,
          chats: [
            { id: 'c1', hidden: false },
            { id: 'c4', hidden: false },
          ],
        },
        { id: 'empty', hidden: false, chats: [] },
      ],
      others: [
        { id: 'c2', hidden: false },
        { id: 'c5', hidden: true },
      ],
    })
  })
})
