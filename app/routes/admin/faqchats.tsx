import { createFileRoute } from '@tanstack/react-router'
import { AdminFaqChatsPage } from '../../features/admin-catalogue/admin-catalogue-pages'
import { loadAdminFaqChats } from '../../features/admin-catalogue/admin-catalogue-route'

// FAQ chats with their entries: edit, CSV import/export and a retrieval test box.
export const Route = createFileRoute('/admin/faqchats')({
  loader: ({ context }) => loadAdminFaqChats(context.queryClient),
  head: () => ({ meta: [{ title: 'FAQチャット / FAQ chats — opsai' }] }),
  component: AdminFaqChatsPage,
})
