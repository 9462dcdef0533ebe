import { createFileRoute } from '@tanstack/react-router'
import { AdminManualPage } from '../../../features/admin-manual/admin-manual-pages'

// The administrator manual from docs/manual (bundled at build time).
export const Route = createFileRoute('/admin/manual/adminManual')({
  head: () => ({ meta: [{ title: '管理者マニュアル / Administrator manual — opsai' }] }),
  component: AdminManualPage,
})
