import { createFileRoute } from '@tanstack/react-router'
import { AdminCategoriesPage } from '../../features/admin-catalogue/admin-catalogue-pages'
import { loadAdminCategories } from '../../features/admin-catalogue/admin-catalogue-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The chat catalogue's categories: create, edit, reorder, delete (refused while chats use one).
export const Route = createFileRoute('/admin/categories')({
  loader: ({ context }) => loadAdminCategories(context.queryClient),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.categories'),
  component: AdminCategoriesPage,
})
