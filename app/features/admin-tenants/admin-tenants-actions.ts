/** What the tenant views ask of the server; the page wires each to its server function. */
import { useTranslation } from 'react-i18next'
import { type BilingualText, inLanguage } from '../../i18n/bilingual-text.shared'
import type { AdminResult } from '../../server/admin/tenants/admin-call.server'
import type { AdminChoiceSearch } from './admin-choices'

export interface TenantFormValues {
  slug: string
  name: string
  applicationKey: string
  /** '' : the application's default plan (create only). */
  planId: string
  /** '' : the application's theme. */
  themeKey: string
  ownerEmail: string
  ownerPassword: string
}

export interface DomainFormValues {
  hostname: string
  themeKey: string
  primary: boolean
}

export type ActionResult = AdminResult<unknown>

export interface AdminTenantActions {
  create(values: TenantFormValues): Promise<ActionResult>
  update(slug: string, values: TenantFormValues): Promise<ActionResult>
  setStatus(slug: string, status: 'active' | 'suspended'): Promise<ActionResult>
  mapDomain(slug: string, values: DomainFormValues): Promise<ActionResult>
  unmapDomain(slug: string, hostname: string): Promise<ActionResult>
  /** The application and plan pickers' server search. */
  searchChoices: AdminChoiceSearch
}

/** Picks the reader's half of the server's bilingual messages. */
export function useBilingual() {
  const { i18n } = useTranslation()
  return (text: BilingualText | undefined) => (text ? inLanguage(text, i18n.language) : undefined)
}
