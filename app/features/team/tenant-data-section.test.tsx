// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/testing/render'
import { fakeExportsApi, fakeRetentionApi, sampleExports } from './tenant-data.fixtures'
import type { ExportView } from './tenant-data-api'
import { TenantDataSection } from './tenant-data-section'

const { building, ready, failed, expired } = sampleExports

describe('TenantDataSection', () => {
  afterEach(cleanup)

  it('lists the exports: the download link of a ready one with its expiry, why one failed, which expired', async () => {
    renderUi(
      <TenantDataSection
        apis={{
          exports: fakeExportsApi([ready, failed, expired], 'list'),
          retention: fakeRetentionApi(null),
        }}
      />,
      { locale: 'en' },
    )
    const item = await screen.findByTestId('export-exp-ready')
    const link = within(item).getByRole('link', { name: 'Download (12.3 MB)' })
    expect(link.getAttribute('href')).toBe('/api/tenant/exports/exp-ready/download')
    expect(item.textContent).toMatch(/Until 2026-12-04 18:06/)
    expect(screen.getByTestId('export-exp-failed').textContent).toContain('could not write chunk')
    expect(screen.getByTestId('export-exp-expired').textContent).toContain('Deleted when it expired')
    expect(within(screen.getByTestId('export-exp-expired')).queryByRole('link')).toBeNull()
    expect(screen.queryByTestId('export-progress')).toBeNull()
  })

  it('shows a build in progress and polls until it is ready, with the start button disabled meanwhile', async () => {
    let views: ExportView[] = [building]
    const list = vi.fn(async () => ({ ok: true as const, data: { exports: views } }))
    renderUi(
      <TenantDataSection
        apis={{ exports: { key: ['polled'], list, request: vi.fn() }, retention: fakeRetentionApi(null) }}
      />,
    )
    const progress = await screen.findByTestId('export-progress')
    expect(progress.textContent).toContain('作成中 42%')
    expect(screen.getByTestId('export-start').hasAttribute('disabled')).toBe(true)
    views = [{ ...ready, id: building.id, createdAt: building.createdAt }]
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull(), { timeout: 3000 })
    expect(within(screen.getByTestId(`export-${building.id}`)).getByRole('link')).toBeTruthy()
    expect(list.mock.calls.length).toBeGreaterThan(1)
  })

  it('says why a retention is refused at the field, and saves a valid one', async () => {
    renderUi(
      <TenantDataSection
        apis={{ exports: fakeExportsApi([], 'none'), retention: fakeRetentionApi(30, 'form') }}
      />,
      { locale: 'en' },
    )
    const field = await screen.findByLabelText(/Days to keep/)
    expect(screen.getByTestId('retention-policy').textContent).toBe('Now: kept 30 days')
    fireEvent.change(field, { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText(/whole number of days from 1 to 36500/)
    fireEvent.change(field, { target: { value: '365' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByTestId('retention-policy').textContent).toBe('Now: kept 365 days'))
  })
})
