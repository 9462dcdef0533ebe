/**
 * The non-colour scale of the design system. Colours come only from the theme contract
 * (registry/contract.css.ts); sizes are the same in every theme, so they are plain constants.
 */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const

export const radius = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const

export const fontSize = { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' } as const

/**
 * The interface's own typeface: system Japanese fonts first (Hiragino on Apple, Yu Gothic on
 * Windows, Noto Sans JP on Android/Linux), so the first load downloads no CJK font at all.
 */
export const uiFontStack =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic UI", "Yu Gothic", Meiryo, system-ui, sans-serif'

export const monoFontStack = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono", monospace'

export const shadow = {
  raised: '0 1px 3px rgba(0, 0, 0, 0.16)',
  overlay: '0 8px 28px rgba(0, 0, 0, 0.24)',
} as const

export const zIndex = { header: 10, overlay: 100, snackbar: 200 } as const
