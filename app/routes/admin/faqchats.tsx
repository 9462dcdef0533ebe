import { createFileRoute } from '@tanstack/react-router'
import { AdminFaqChatsPage } from '../../features/admin-catalogue/admin-catalogue-pages'
import { loadAdminFaqChats } from '../../features/admin-catalogue/admin-catalogue-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// FAQ chats with their entries: edit, CSV import/export and a retrieval test box.
export const Route = createFileRoute('/admin/faqchats')({
  loader: ({ context }) => loadAdminFaqChats(context.queryClient),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.faqChats'),
  component: AdminFaqChatsPage,
})
