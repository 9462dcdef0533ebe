import { createGlobalThemeContract } from '@vanilla-extract/css'

/**
 * The theme contract (DESIGN.md "Themes"): the names of every themable value and nothing else.
 * It knows no theme's values; each theme fills it in its own `*.css.ts` (registry/themes/),
 * so themes code-split and this file is the single source of CSS variable names.
 *
 * The variable names are global and stable (`--color-primary`, as written below) rather than
 * hashed: designers can read them in the browser's inspector, end-to-end tests can compare them
 * with the registry, and nothing else on the page defines them. The theme classes stay scoped.
 */
export const vars = createGlobalThemeContract({
  color: {
    primary: 'color-primary',
    primaryActive: 'color-primary-active',
    secondary: 'color-secondary',
    error: 'color-error',
    info: 'color-info',
    success: 'color-success',
    warning: 'color-warning',
    text1: 'color-text-1',
    text2: 'color-text-2',
    main1: 'color-main-1',
    main2: 'color-main-2',
    main3: 'color-main-3',
    base1: 'color-base-1',
    base2: 'color-base-2',
    base3: 'color-base-3',
    base4: 'color-base-4',
    gradation1: 'color-gradation-1',
    gradation2: 'color-gradation-2',
  },
})
