import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { Db } from '#db/client'
import { getDatabase } from '#db/runtime'
import type { BilingualText } from '../../i18n/bilingual-text.shared'
import { bothLanguages } from '../../i18n/texts.server'
import {
  canManageCategories,
  categoryLayoutInputSchema,
  loadCategoryLayout,
  resetCategorySettings,
  saveCategorySettings,
} from '../../server/category-settings/category-settings.server'
import { ServiceError } from '../../server/errors.server'
import { findTenantMember, type TenantMember } from '../../server/home/tenant-member.server'
import type { CategoryLayout } from './category-layout.shared'

export type CategorySettingsResult =
  | { status: 'ok'; layout: CategoryLayout }
  /** A member: the page explains who may change the settings, and shows no controls. */
  | { status: 'forbidden' }
  | { status: 'signed-out' }

export type CategorySettingsChange =
  | { ok: true; layout: CategoryLayout }
  | { ok: false; status: number; error: string; messages: BilingualText }

export const getCategorySettings = createServerFn({ method: 'GET' }).handler(
  async (): Promise<CategorySettingsResult> => {
    const { db } = await getDatabase()
    const member = await findTenantMember(db, getRequest().headers)
    if (!member) return { status: 'signed-out' }
    if (!canManageCategories(member)) return { status: 'forbidden' }
    return { status: 'ok', layout: await loadCategoryLayout(db, member.tenantId) }
  },
)

/** Services throw ServiceErrors worded in both languages; the response carries their status (403, 409, 400). */
async function change(
  run: (db: Db, member: TenantMember) => Promise<CategoryLayout>,
): Promise<CategorySettingsChange> {
  const { db } = await getDatabase()
  const member = await findTenantMember(db, getRequest().headers)
  if (!member) {
    setResponseStatus(401)
    return {
      ok: false,
      status: 401,
      error: 'unauthenticated',
      messages: bothLanguages('errors.http.unauthenticated'),
    }
  }
  try {
    return { ok: true, layout: await run(db, member) }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    setResponseStatus(error.status)
    return { ok: false, status: error.status, error: error.code, messages: error.messages }
  }
}

/**
 * An unreadable layout reads as null, which the service refuses (400) after checking who asks:
 * a member gets 403 whatever they send.
 */
export const saveCategorySettingsFn = createServerFn({ method: 'POST' })
  .validator(categoryLayoutInputSchema.nullable().catch(null))
  .handler(({ data }) => change((db, member) => saveCategorySettings(db, member, data)))

export const resetCategorySettingsFn = createServerFn({ method: 'POST' }).handler(() =>
  change((db, member) => resetCategorySettings(db, member)),
)

export const categorySettingsQuery = queryOptions({
  queryKey: ['category-settings'],
  queryFn: () => getCategorySettings(),
  staleTime: 0,
})
