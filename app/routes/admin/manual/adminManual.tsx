import { createFileRoute } from '@tanstack/react-router'
import { AdminManualPage } from '../../../features/admin-manual/admin-manual-pages'
import { brandedTitle } from '../../../features/branding/brand-identity.shared'

// The administrator manual from docs/manual (bundled at build time).
export const Route = createFileRoute('/admin/manual/adminManual')({
  head: ({ match }) => brandedTitle(match.context, '管理者マニュアル / Administrator manual'),
  component: AdminManualPage,
})
