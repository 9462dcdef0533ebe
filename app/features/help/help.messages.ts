/** /help strings (Japanese first; English must have the same keys). */
export const helpJa = {
  title: 'ヘルプ',
  lead: '{{product}} の使い方をまとめています。キーワードで絞り込めます。',
  search: 'ヘルプを検索',
  searchPlaceholder: '例: トークン、スレッド、パスワード',
  contents: '目次',
  results_one: '{{count}} 件の項目が見つかりました',
  results_other: '{{count}} 件の項目が見つかりました',
  noResults: '「{{query}}」に一致する項目はありません。別の言葉でお試しください。',
  clear: '検索をクリア',
}

export const helpEn: typeof helpJa = {
  title: 'Help',
  lead: 'How to use {{product}}. Filter the topics with a keyword.',
  search: 'Search help',
  searchPlaceholder: 'e.g. tokens, threads, password',
  contents: 'Contents',
  results_one: '{{count}} topic found',
  results_other: '{{count}} topics found',
  noResults: 'No topic matches "{{query}}". Try another word.',
  clear: 'Clear search',
}
