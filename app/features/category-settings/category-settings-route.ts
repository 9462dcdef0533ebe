/**
 * What `/categorySetting` needs before rendering. Kept apart from the page (and its drag-and-drop
 * library): route options ship in the first-load bundle.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { type BrandedTitleContext, brandedTitle } from '../branding/brand-identity.shared'
import { categorySettingsQuery } from './category-settings.functions'

export async function loadCategorySettingsPage(queryClient: QueryClient) {
  const result = await queryClient.ensureQueryData(categorySettingsQuery)
  if (result.status === 'signed-out') throw redirect({ to: '/login' })
}

export const categorySettingsHead = ({ match }: { match: { context: BrandedTitleContext } }) =>
  brandedTitle(match.context, 'pageTitles.categorySettings')
