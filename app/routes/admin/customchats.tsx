import { createFileRoute } from '@tanstack/react-router'
import { AdminCustomChatsPage } from '../../features/admin-catalogue/admin-catalogue-pages'
import { loadAdminCustomChats } from '../../features/admin-catalogue/admin-catalogue-route'

// The catalogue's custom chats and ops chats (ops chats have no admin page of their own).
export const Route = createFileRoute('/admin/customchats')({
  loader: ({ context }) => loadAdminCustomChats(context.queryClient),
  head: () => ({ meta: [{ title: 'カスタムチャット / Custom chats — opsai' }] }),
  component: AdminCustomChatsPage,
})
