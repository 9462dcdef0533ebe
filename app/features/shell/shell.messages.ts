/** The tenant layout's navigation (Japanese first; English must have the same keys). */
export const shellJa = {
  home: 'ホーム',
  chat: 'チャット',
}

export const shellEn: typeof shellJa = {
  home: 'Home',
  chat: 'Chat',
}
