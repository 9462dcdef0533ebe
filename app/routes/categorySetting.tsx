import { createFileRoute } from '@tanstack/react-router'
import { CategorySettingsPage } from '../features/category-settings/category-settings-page'
import {
  categorySettingsHead,
  loadCategorySettingsPage,
} from '../features/category-settings/category-settings-route'

// The tenant's category order and visibility (issue 7 §3); owners and admins only.
export const Route = createFileRoute('/categorySetting')({
  loader: ({ context }) => loadCategorySettingsPage(context.queryClient),
  head: categorySettingsHead,
  component: CategorySettingsPage,
})
