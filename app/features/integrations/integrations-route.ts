/**
 * What `/integrations` needs before rendering, apart from the page (route options ship in the
 * first-load bundle): the member's role, which decides between the sections and the refusal.
 */
import type { QueryClient } from '@tanstack/react-query'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'
import { tenantRoleQuery } from '../shell/tenant-role.functions'

export async function loadIntegrationsPage(queryClient: QueryClient) {
  await queryClient.ensureQueryData(tenantRoleQuery)
}

export const integrationsHead = ({ match }: { match: { context: BrandedTitleContext } }) =>
  brandedTitle(match.context, 'pageTitles.integrations')
