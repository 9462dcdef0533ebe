/**
 * The picker's own words in both languages. They live with the component (not in the locale
 * files) so the design system stays self-contained; the reader's language comes from i18next.
 */
export interface SearchPickerTexts {
  searching: string
  noMatches: string
  failed: string
  /** More matches than shown: the server sends the first ones only. */
  more: (count: number) => string
  /** What a screen reader hears when the list changes. */
  count: (count: number) => string
  toggle: string
}

const ja: SearchPickerTexts = {
  searching: '検索中…',
  noMatches: '該当するものがありません。',
  failed: '検索できませんでした。もう一度お試しください。',
  more: (count) => `先頭の ${count} 件を表示しています。入力して絞り込めます。`,
  count: (count) => `候補 ${count} 件`,
  toggle: '候補を表示',
}

const en: SearchPickerTexts = {
  searching: 'Searching…',
  noMatches: 'No matches.',
  failed: 'The search failed. Please try again.',
  more: (count) => `Showing the first ${count}. Type to narrow the list.`,
  count: (count) => `${count} ${count === 1 ? 'option' : 'options'}`,
  toggle: 'Show options',
}

export function searchPickerTexts(language: string): SearchPickerTexts {
  return language.startsWith('en') ? en : ja
}

/** A refusal worth showing as it is (the server's bilingual message), unlike a network error. */
export class SearchPickerError extends Error {
  constructor(readonly text: { ja: string; en: string }) {
    super(text.en)
    this.name = 'SearchPickerError'
  }
}

export function failureText(error: unknown, language: string): string {
  if (error instanceof SearchPickerError) return language.startsWith('en') ? error.text.en : error.text.ja
  return searchPickerTexts(language).failed
}
