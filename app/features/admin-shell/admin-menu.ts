/**
 * The console's menu as data: a fixed order grouped by the administrator's tasks, the same in
 * every language. It used to be sorted by the English labels, which read as random in Japanese
 * (issue 14); the order here is deliberate and is not sorted by any label (ADR 021).
 */
import {
  mdiAccountMultipleOutline,
  mdiApplicationCogOutline,
  mdiBookOpenVariant,
  mdiBookshelf,
  mdiCashMultiple,
  mdiChartBar,
  mdiChatProcessingOutline,
  mdiCogOutline,
  mdiDatabasePlusOutline,
  mdiDomain,
  mdiFrequentlyAskedQuestions,
  mdiHelpCircleOutline,
  mdiPaletteSwatchOutline,
  mdiShapeOutline,
  mdiTagTextOutline,
  mdiViewDashboardOutline,
} from '@mdi/js'
import type { adminShellJa } from './admin-shell.messages'

type LabelKey = keyof typeof adminShellJa

export interface AdminMenuItem {
  to:
    | '/admin'
    | '/admin/tenants'
    | '/admin/users'
    | '/admin/plans'
    | '/admin/applications'
    | '/admin/categories'
    | '/admin/customchats'
    | '/admin/faqchats'
    | '/admin/knowledge'
    | '/admin/purchasedTokens'
    | '/admin/additionalTokens'
    | '/admin/totalUsageSituation'
    | '/admin/system'
    | '/admin/system/preview'
    | '/admin/manual'
    | '/admin/help'
  label: LabelKey
  icon: string
  /** Active only on the path itself, not below it (/admin/system vs /admin/system/preview). */
  exact?: boolean
}

export interface AdminMenuGroup {
  /** No heading for the overview, which stands alone at the top. */
  heading?: LabelKey
  items: AdminMenuItem[]
}

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  { items: [{ to: '/admin', label: 'overview', icon: mdiViewDashboardOutline, exact: true }] },
  {
    heading: 'groupCustomers',
    items: [
      { to: '/admin/tenants', label: 'tenants', icon: mdiDomain },
      { to: '/admin/users', label: 'users', icon: mdiAccountMultipleOutline },
      { to: '/admin/plans', label: 'plans', icon: mdiTagTextOutline },
      { to: '/admin/applications', label: 'applications', icon: mdiApplicationCogOutline },
    ],
  },
  {
    heading: 'groupCatalogue',
    items: [
      { to: '/admin/categories', label: 'categories', icon: mdiShapeOutline },
      { to: '/admin/customchats', label: 'customchats', icon: mdiChatProcessingOutline },
      { to: '/admin/faqchats', label: 'faqchats', icon: mdiFrequentlyAskedQuestions },
      { to: '/admin/knowledge', label: 'knowledge', icon: mdiBookshelf },
    ],
  },
  {
    heading: 'groupTokens',
    items: [
      { to: '/admin/purchasedTokens', label: 'purchasedTokens', icon: mdiCashMultiple },
      { to: '/admin/additionalTokens', label: 'additionalTokens', icon: mdiDatabasePlusOutline },
      { to: '/admin/totalUsageSituation', label: 'totalUsage', icon: mdiChartBar },
    ],
  },
  {
    heading: 'groupSystem',
    items: [
      { to: '/admin/system', label: 'system', icon: mdiCogOutline, exact: true },
      { to: '/admin/system/preview', label: 'preview', icon: mdiPaletteSwatchOutline },
    ],
  },
  {
    heading: 'groupHelp',
    items: [
      { to: '/admin/manual', label: 'manual', icon: mdiBookOpenVariant },
      { to: '/admin/help', label: 'help', icon: mdiHelpCircleOutline },
    ],
  },
]
