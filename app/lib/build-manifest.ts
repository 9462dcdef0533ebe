/**
 * Spec §7: the client knows the build it runs (`buildId`), fetches `builds/latest.json` every
 * hour, and when a newer build is live offers a reload. The meta file of the running build is
 * fetched once so a missing one (a rolled-back deploy) is noticed too.
 */
import { useEffect, useState } from 'react'
import { httpFetch } from './http'

export interface BuildMeta {
  id: string
  timestamp: number
}

export async function fetchLatestBuild(base = '/'): Promise<BuildMeta | undefined> {
  try {
    const response = await httpFetch(`${base}builds/latest.json`, { cache: 'no-store' })
    if (!response.ok) return undefined
    const body = (await response.json()) as Partial<BuildMeta>
    return typeof body.id === 'string' ? { id: body.id, timestamp: Number(body.timestamp) } : undefined
  } catch {
    return undefined
  }
}

/** True when the live build differs from the running one (a dev build never prompts). */
export function isNewerBuild(runningId: string, latest: BuildMeta | undefined): boolean {
  return runningId !== 'dev' && latest !== undefined && latest.id !== runningId
}

export function useNewBuildAvailable(runningId: string, intervalMs: number): boolean {
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    if (runningId === 'dev') return
    let cancelled = false
    const check = async () => {
      const latest = await fetchLatestBuild()
      if (!cancelled && isNewerBuild(runningId, latest)) setAvailable(true)
    }
    const timer = window.setInterval(check, intervalMs)
    // Also when a tab that slept for hours comes back.
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [runningId, intervalMs])
  return available
}
