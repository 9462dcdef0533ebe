import { createFileRoute } from '@tanstack/react-router'
import { ManualIndexPage } from '../../../features/admin-manual/admin-manual-pages'

// The manuals; spec §2 gives these pages no authentication flag: the /admin rules apply (ADR 010).
export const Route = createFileRoute('/admin/manual/')({
  head: () => ({ meta: [{ title: 'マニュアル / Manuals — opsai' }] }),
  component: ManualIndexPage,
})
