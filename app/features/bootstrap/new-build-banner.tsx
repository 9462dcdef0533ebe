import { lazy, Suspense } from 'react'
import { useNewBuildAvailable } from '../../lib/build-manifest'

/**
 * The notice is a chunk of its own: the root layout is in every page's first load, and importing
 * an icon from `@mdi/js` here would pull every icon the app uses into it (the bundler keeps
 * `@mdi/js` as one module, placed with its first importer).
 */
const NewBuildNotice = lazy(() => import('./new-build-notice'))

/** Offers a reload when a newer build went live while this page was open. */
export function NewBuildBanner({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const available = useNewBuildAvailable(buildId, intervalMs)
  if (!available) return null
  return (
    <Suspense fallback={null}>
      <NewBuildNotice />
    </Suspense>
  )
}
