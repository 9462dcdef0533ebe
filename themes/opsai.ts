import type { DefaultThemeSource } from '../registry/schema'

/**
 * The default theme: the palette of spec §9, every value exactly as given there.
 * The spec gives no gradations; ours run from the primary navy to a clear mid blue (between
 * primary and the info blue), so the header band reads as one brand colour brightening towards
 * the right, and white text stays at WCAG AA on both ends (12.2:1 and 5.2:1).
 */
export default {
  name: 'opsai',
  note: 'Navy and signal orange of spec §9; the header gradation brightens navy into a clear blue.',
  palette: {
    primary: '#0E3661',
    primaryActive: '#416082',
    secondary: '#f05a24',
    error: '#c1272d',
    info: '#2196F3',
    success: '#4CAF50',
    warning: '#FF6666',
    text1: '#333333',
    text2: '#242424',
    main1: '#666666',
    main2: '#4D4D4D',
    main3: '#333333',
    base1: '#FFFFFF',
    base2: '#F2F2F2',
    base3: '#E6E6E6',
    base4: '#B3B3B3',
    gradation1: '#0E3661',
    gradation2: '#1D6FB8',
  },
} satisfies DefaultThemeSource
