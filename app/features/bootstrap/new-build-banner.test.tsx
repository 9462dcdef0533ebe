// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { NewBuildBanner } from './new-build-banner'

const available = vi.hoisted(() => ({ value: false }))
vi.mock('../../lib/build-manifest', () => ({ useNewBuildAvailable: () => available.value }))

afterEach(cleanup)

describe('NewBuildBanner', () => {
  it('stays hidden while the running build is the latest', () => {
    available.value = false
    renderUi(<NewBuildBanner buildId="b1" intervalMs={3_600_000} />)
    expect(screen.queryByTestId('new-build-banner')).toBeNull()
  })

  it('offers a reload in the reader’s language', async () => {
    available.value = true
    // The lazy notice's first import is transformed on demand: under load that outlasted
    // findByRole's wait. Loaded beforehand, the render waits only for React.
    await import('./new-build-notice')
    renderUi(<NewBuildBanner buildId="b1" intervalMs={3_600_000} />)
    // The notice is loaded lazily, once a new build is there.
    const banner = await screen.findByRole('status')
    expect(banner.textContent).toContain('新しいバージョンがあります。')
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy()
    cleanup()
    renderUi(<NewBuildBanner buildId="b1" intervalMs={3_600_000} />, { locale: 'en' })
    expect((await screen.findByRole('status')).textContent).toContain('A new version is available.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})
