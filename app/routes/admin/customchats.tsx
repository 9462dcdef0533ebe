import { createFileRoute } from '@tanstack/react-router'
import { AdminCustomChatsPage } from '../../features/admin-catalogue/admin-catalogue-pages'
import { loadAdminCustomChats } from '../../features/admin-catalogue/admin-catalogue-route'
import { brandedTitle } from '../../features/branding/brand-identity.shared'

// The catalogue's custom chats and ops chats (ops chats have no admin page of their own).
export const Route = createFileRoute('/admin/customchats')({
  loader: ({ context }) => loadAdminCustomChats(context.queryClient),
  head: ({ match }) => brandedTitle(match.context, 'pageTitles.customChats'),
  component: AdminCustomChatsPage,
})
