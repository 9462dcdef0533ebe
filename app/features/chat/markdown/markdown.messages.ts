/**
 * Strings of the chat Markdown renderer (Japanese first; English must have the same keys).
 * Shaped like the other `*.messages.ts` files so they can join the locale files as
 * `chatMarkdown`; until then `useMarkdownMessages` picks them by the active language.
 */
export const chatMarkdownJa = {
  copy: 'コピー',
  copyCode: 'コードをコピー',
  copied: 'コピーしました',
  copyFailed: 'コピーできませんでした',
  code: 'コード',
  image: '画像',
  externalLink: '新しいタブで開きます',
  table: '表（横にスクロールできます）',
}

export const chatMarkdownEn: typeof chatMarkdownJa = {
  copy: 'Copy',
  copyCode: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  code: 'Code',
  image: 'Image',
  externalLink: 'Opens in a new tab',
  table: 'Table (scrolls sideways)',
}

export type ChatMarkdownMessages = typeof chatMarkdownJa
