import { createGlobalTheme } from '@vanilla-extract/css'
import { vars } from '../../registry/contract.css'
import defaultThemeSource from '../../themes/opsai'

/**
 * The default palette on `:root`, in the main stylesheet: a page that fails before its theme
 * resolved (the root error page) still has every colour. Each page's own theme stylesheet
 * (`/theme/<digest>.css`, ADR 023) overrides it with `:root.<class>`. Only values reach the CSS.
 */
createGlobalTheme(':root', vars, { color: defaultThemeSource.palette })
