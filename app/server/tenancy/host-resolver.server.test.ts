import { expect, it, vi } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import * as domainsModule from './domains.server'
import { mapDomain, unmapDomain } from './domains.server'
import { HostResolver } from './host-resolver.server'
import { setTenantStatus } from './tenants.server'
import { makeTenant, TEST_ACTOR } from './test-fixtures.server'

describeEachDatabase('host resolver', (database) => {
  const db = () => database.handle().db
  let clock = 0
  const resolver = () => new HostResolver(async () => db(), { checkIntervalMs: 1000, now: () => clock })

  it('resolves a mapped host to its tenant and theme, and an unknown host to nothing', async () => {
    await makeTenant(db(), 'acme')
    await mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'fortuna' }, TEST_ACTOR)
    const hosts = resolver()
    expect(await hosts.resolve('ACME.localhost:4300')).toMatchObject({
      tenant: { slug: 'acme', name: 'Tenant acme', status: 'active', applicationKey: 'hirameki_ai' },
      theme: 'fortuna',
    })
    expect(await hosts.resolve('unknown.localhost')).toEqual({ tenant: null })
    expect(await hosts.resolve('not a host')).toEqual({ tenant: null })
  })

  it('serves from memory until the version moves, then re-reads within the check interval', async () => {
    const hosts = resolver()
    const load = vi.spyOn(domainsModule, 'loadHostMapping')
    expect((await hosts.resolve('acme.localhost')).theme).toBe('fortuna')
    expect((await hosts.resolve('acme.localhost')).theme).toBe('fortuna')
    expect(load).toHaveBeenCalledTimes(1)

    await mapDomain(
      db(),
      { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'kakushin' },
      TEST_ACTOR,
    )
    clock += 500
    expect((await hosts.resolve('acme.localhost')).theme).toBe('fortuna')
    clock += 600
    expect((await hosts.resolve('acme.localhost')).theme).toBe('kakushin')

    await setTenantStatus(db(), 'acme', 'suspended', TEST_ACTOR)
    clock += 1000
    expect((await hosts.resolve('acme.localhost')).tenant?.status).toBe('suspended')

    await unmapDomain(db(), 'acme.localhost', TEST_ACTOR)
    clock += 1000
    expect(await hosts.resolve('acme.localhost')).toEqual({ tenant: null })
    load.mockRestore()
  })

  it('keeps memory bounded when clients send many different hosts', async () => {
    const hosts = new HostResolver(async () => db(), { maxEntries: 3, now: () => clock })
    const load = vi.spyOn(domainsModule, 'loadHostMapping')
    for (const host of ['a.test', 'b.test', 'c.test', 'd.test', 'a.test']) await hosts.resolve(host)
    // d.test filled the cache past its bound, so a.test was dropped and read again.
    expect(load).toHaveBeenCalledTimes(5)
    load.mockRestore()
  })
  it('peeks at a settled lookup without waiting, and at nothing while one runs or after a change', async () => {
    await mapDomain(db(), { hostname: 'acme.localhost', tenantSlug: 'acme', themeKey: 'fortuna' }, TEST_ACTOR)
    clock += 1000
    const hosts = resolver()
    expect(hosts.peek('acme.localhost')).toBeUndefined()
    const pending = hosts.resolve('ACME.localhost:4300')
    expect(hosts.peek('acme.localhost')).toBeUndefined()
    const resolved = await pending
    expect(resolved.tenant?.slug).toBe('acme')
    expect(hosts.peek('Acme.localhost:80')).toBe(resolved)
    expect(hosts.peek('other.localhost')).toBeUndefined()
    expect(hosts.peek(null)).toBeUndefined()
    // A version change drops what was known, for every host: the next lookup of any host sees it.
    await unmapDomain(db(), 'acme.localhost', TEST_ACTOR)
    clock += 1000
    await hosts.resolve('other.localhost')
    expect(hosts.peek('acme.localhost')).toBeUndefined()
    expect(hosts.peek('other.localhost')).toEqual({ tenant: null })
  })
})
