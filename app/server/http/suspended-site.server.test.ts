import { describe, expect, it } from 'vitest'
import type { HostResolution } from '../tenancy/host-resolver.server'
import { SUSPENDED_RETRY_AFTER_SECONDS, withSuspendedSiteStatus } from './suspended-site.server'

function tenantWith(status: 'active' | 'suspended'): HostResolution {
  return {
    tenant: { id: 't1', slug: 'acme', name: 'Acme', status, applicationKey: 'opsai' },
    theme: 'fortuna',
  }
}

const page = (status = 200) =>
  new Response('<!doctype html><h1>このサイトは現在ご利用いただけません</h1>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  })
const get = (path: string, method = 'GET') => new Request(`http://acme.localhost${path}`, { method })

describe('withSuspendedSiteStatus', () => {
  it('answers a suspended tenant’s page with 503 and keeps the suspended page as the body', async () => {
    const response = await withSuspendedSiteStatus(get('/login'), page(), async () => tenantWith('suspended'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(SUSPENDED_RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('このサイトは現在ご利用いただけません')
  })

  it('also turns a not-found page of a suspended site into 503', async () => {
    const response = await withSuspendedSiteStatus(get('/nope'), page(404), async () =>
      tenantWith('suspended'),
    )
    expect(response.status).toBe(503)
  })

  it('leaves an active tenant’s pages, redirects, API answers and static files alone', async () => {
    const active = await withSuspendedSiteStatus(get('/'), page(), async () => tenantWith('active'))
    expect(active.status).toBe(200)
    const suspended = async () => tenantWith('suspended')
    const redirect = new Response(null, { status: 302, headers: { location: '/login' } })
    expect((await withSuspendedSiteStatus(get('/'), redirect, suspended)).status).toBe(302)
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect((await withSuspendedSiteStatus(get('/api/health'), json, suspended)).status).toBe(200)
    expect((await withSuspendedSiteStatus(get('/api/x'), page(), suspended)).status).toBe(200)
    expect((await withSuspendedSiteStatus(get('/login', 'POST'), page(), suspended)).status).toBe(200)
  })

  it('leaves an unmapped Host alone', async () => {
    const response = await withSuspendedSiteStatus(get('/login'), page(), async () => ({ tenant: null }))
    expect(response.status).toBe(200)
  })
})
