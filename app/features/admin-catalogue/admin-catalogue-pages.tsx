/** The three catalogue pages: each view in the console layout, talking to the server function. */
import { AdminShell } from '../admin-shell/admin-shell'
import { callAdminCatalogue } from './admin-catalogue.functions'
import type { CatalogueApi } from './catalogue-api'
import { CategoriesView } from './categories-view'
import { ChatsView } from './chats-view'
import { FaqChatsView } from './faqchats-view'

const api: CatalogueApi = callAdminCatalogue

export function AdminCategoriesPage() {
  return (
    <AdminShell>
      <CategoriesView api={api} />
    </AdminShell>
  )
}

export function AdminCustomChatsPage() {
  return (
    <AdminShell>
      <ChatsView api={api} console="customchats" />
    </AdminShell>
  )
}

export function AdminFaqChatsPage() {
  return (
    <AdminShell>
      <FaqChatsView api={api} />
    </AdminShell>
  )
}
