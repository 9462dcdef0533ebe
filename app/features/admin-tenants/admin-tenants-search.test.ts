import { describe, expect, it } from 'vitest'
import { auditListRequest, validateAuditSearch } from '../admin-audit/admin-audit-search'
import { tenantListRequest, validateAdminTenantsSearch } from './admin-tenants-search.shared'

describe('/admin/tenants search params', () => {
  it('keeps what it understands and drops the rest', () => {
    expect(
      validateAdminTenantsSearch({
        q: ' acme ',
        status: 'suspended',
        app: 'hirameki_ai',
        sort: 'balance',
        desc: true,
        page: 3,
        size: 50,
        tenant: 'acme',
      }),
    ).toEqual({
      q: 'acme',
      status: 'suspended',
      app: 'hirameki_ai',
      sort: 'balance',
      desc: true,
      page: 3,
      size: 50,
      tenant: 'acme',
    })
    expect(
      validateAdminTenantsSearch({
        q: '',
        status: 'deleted',
        sort: 'password',
        desc: 'no',
        page: 0,
        size: 7,
        plan: 'x'.repeat(64),
      }),
    ).toEqual({})
  })

  it('asks the server for a 0-based page with defaults, without the open detail', () => {
    expect(tenantListRequest({ page: 2, tenant: 'acme' })).toEqual({
      q: undefined,
      status: undefined,
      app: undefined,
      plan: undefined,
      sort: 'slug',
      desc: false,
      page: 1,
      size: 25,
    })
  })
})

describe('audit log search params', () => {
  it('keeps the filters as text for the server to judge', () => {
    expect(
      validateAuditSearch({ actor: 'admin:', from: '2026-02-30', oldest: '1', page: '2', size: '50' }),
    ).toEqual({
      actor: 'admin:',
      from: '2026-02-30',
      oldest: true,
      page: 2,
      size: 50,
    })
    expect(auditListRequest({})).toMatchObject({ oldestFirst: false, page: 0, size: 20 })
  })
})
