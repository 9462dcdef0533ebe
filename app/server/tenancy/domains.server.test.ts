import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.server'
import { DOMAINS_CACHE, readCacheVersion } from './cache-version.server'
import { listDomains, loadHostMapping, mapDomain, unmapDomain } from './domains.server'
import { normaliseHost, requestHost } from './host.server'
import { setTenantStatus } from './tenants.server'
import { makeTenant, TEST_ACTOR } from './test-fixtures.server'

describe('normaliseHost', () => {
  it.each([
    ['Acme.LOCALHOST:3000', 'acme.localhost'],
    ['acme.example.com.', 'acme.example.com'],
    ['acme.example.com.:443', 'acme.example.com'],
    ['  shop.acme.co.jp ', 'shop.acme.co.jp'],
    ['localhost:4300', 'localhost'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected)
  })

  it.each([
    [''],
    [null],
    [undefined],
    ['[::1]:3000'],
    ['bad host'],
    ['a..b'],
    ['-a.com'],
    ['a_b.com'],
    ['x'.repeat(64)],
  ])('gives no host for %s', (raw) => {
    expect(normaliseHost(raw)).toBeUndefined()
  })

  it('reads the Host header of a request', () => {
    expect(
      requestHost(new Request('http://localhost/login', { headers: { host: 'Acme.Localhost:4300' } })),
    ).toBe('acme.localhost')
    expect(requestHost(new Request('http://fallback.test:80/'))).toBe('fallback.test')
  })
})

describeEachDatabase('domains', (database) => {
  const db = () => database.handle().db

  it('maps a host, makes the first one primary, and bumps the cache version', async () => {
    await makeTenant(db(), 'acme')
    const before = await readCacheVersion(db(), DOMAINS_CACHE)
    const mapped = await mapDomain(
      db(),
      { hostname: 'ACME.localhost.', tenantSlug: 'acme', themeKey: 'fortuna' },
      TEST_ACTOR,
    )
    expect(mapped).toMatchObject({
      hostname: 'acme.localhost',
      tenantSlug: 'acme',
      themeKey: 'fortuna',
      isPrimary: true,
    })
    expect(await readCacheVersion(db(), DOMAINS_CACHE)).toBe(before + 1)
    expect(await loadHostMapping(db(), 'acme.localhost')).toMatchObject({
      tenant: { slug: 'acme', status: 'active' },
      theme: 'fortuna',
    })
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'domain.map'))
    expect(audit).toEqual([expect.objectContaining({ target: 'acme.localhost', actor: TEST_ACTOR })])
  })

  it('moves the primary flag with --primary and keeps one primary per tenant', async () => {
    await mapDomain(db(), { hostname: 'www.acme.test', tenantSlug: 'acme' }, TEST_ACTOR)
    expect((await listDomains(db(), { tenantSlug: 'acme' })).map((d) => [d.hostname, d.isPrimary])).toEqual([
      ['acme.localhost', true],
      ['www.acme.test', false],
    ])
    await mapDomain(db(), { hostname: 'www.acme.test', tenantSlug: 'acme', primary: true }, TEST_ACTOR)
    expect((await listDomains(db(), { tenantSlug: 'acme' })).map((d) => [d.hostname, d.isPrimary])).toEqual([
      ['acme.localhost', false],
      ['www.acme.test', true],
    ])
    // Without a theme the host follows the tenant's theme, which follows its application's.
    expect((await loadHostMapping(db(), 'www.acme.test'))?.theme).toBe('hirameki_ai')
  })

  it('refuses a host of another tenant, bad input and unknown names, writing nothing', async () => {
    await makeTenant(db(), 'beta')
    const version = await readCacheVersion(db(), DOMAINS_CACHE)
    await expect(
      mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'beta' }, TEST_ACTOR),
    ).rejects.toBeInstanceOf(ConflictError)
    await expect(
      mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'nope' }, TEST_ACTOR),
    ).rejects.toThrow(/themeKey "nope"/)
    await expect(
      mapDomain(db(), { hostname: 'http://x.test/', tenantSlug: 'acme' }, TEST_ACTOR),
    ).rejects.toThrow(/hostname "http:\/\/x\.test\/"/)
    await expect(
      mapDomain(db(), { hostname: 'x.test:8080', tenantSlug: 'acme' }, TEST_ACTOR),
    ).rejects.toBeInstanceOf(InvalidInputError)
    await expect(mapDomain(db(), { hostname: 'x.test', tenantSlug: 'ghost' }, TEST_ACTOR)).rejects.toThrow(
      /Unknown tenant "ghost"/,
    )
    expect(await readCacheVersion(db(), DOMAINS_CACHE)).toBe(version)
    expect((await loadHostMapping(db(), 'acme.localhost'))?.theme).toBe('fortuna')
  })

  it('unmaps a host and promotes the next one to primary', async () => {
    await unmapDomain(db(), 'www.acme.test', TEST_ACTOR)
    expect(await listDomains(db(), { tenantSlug: 'acme' })).toEqual([
      expect.objectContaining({ hostname: 'acme.localhost', isPrimary: true }),
    ])
    expect(await loadHostMapping(db(), 'www.acme.test')).toBeNull()
    await expect(unmapDomain(db(), 'www.acme.test', TEST_ACTOR)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('bumps the version when a tenant is suspended, since hosts cache the status', async () => {
    const version = await readCacheVersion(db(), DOMAINS_CACHE)
    await setTenantStatus(db(), 'acme', 'suspended', TEST_ACTOR)
    expect(await readCacheVersion(db(), DOMAINS_CACHE)).toBe(version + 1)
    expect((await loadHostMapping(db(), 'acme.localhost'))?.tenant.status).toBe('suspended')
  })
})
