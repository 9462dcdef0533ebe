/** The administrator console's layout (Japanese first; English must have the same keys). */
export const adminShellJa = {
  brand: 'opsai 管理コンソール',
  purchasedTokens: '購入トークン',
}

export const adminShellEn: typeof adminShellJa = {
  brand: 'opsai Admin console',
  purchasedTokens: 'Purchased tokens',
}
