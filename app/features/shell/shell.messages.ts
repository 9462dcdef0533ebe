/** The tenant layout's navigation (Japanese first; English must have the same keys). */
export const shellJa = {
  home: 'ホーム',
  chat: 'チャット',
  team: 'チーム',
  payment: 'お支払い',
}

export const shellEn: typeof shellJa = {
  home: 'Home',
  chat: 'Chat',
  team: 'Team',
  payment: 'Payment',
}
