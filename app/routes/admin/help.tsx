import { createFileRoute } from '@tanstack/react-router'
import { AdminHelpPage } from '../../features/admin-manual/admin-manual-pages'

// The console's help from docs/admin-help (bundled at build time).
export const Route = createFileRoute('/admin/help')({
  head: () => ({ meta: [{ title: '管理者ヘルプ / Administrator help — opsai' }] }),
  component: AdminHelpPage,
})
