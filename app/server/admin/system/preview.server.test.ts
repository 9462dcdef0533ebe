import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '#db/testing'
import { makeChatTenant } from '../../chat/testing/chat-fixtures'
import { ensurePlanAndApplication } from '../../tenancy/test-fixtures.server'
import { loadTenantPreview, PREVIEW_TENANT_LIMIT, searchPreviewTenants } from './preview.server'

describeEachDatabase('the preview of /admin/system/preview', (database) => {
  const db = () => database.handle().db

  beforeAll(async () => {
    await ensurePlanAndApplication(db())
    // Thousands of tenants in one statement: the picker must search them on the server.
    await db().execute(sql`
      insert into tenants (id, slug, name, application_key, plan_id)
      select 'bulk-' || g, 'bulk-' || lpad(g::text, 5, '0'), '一括テナント ' || g, 'hirameki_ai', 'standard'
      from generate_series(1, 3000) as g`)
  })

  it('searches tenants by name or slug on the server, 20 at most, with their theme', async () => {
    const first = await searchPreviewTenants(db(), '')
    expect(first).toHaveLength(PREVIEW_TENANT_LIMIT)
    expect(first[0]).toMatchObject({ slug: 'bulk-00001', themeKey: 'hirameki_ai' })
    expect((await searchPreviewTenants(db(), '一括テナント 2999')).map((tenant) => tenant.slug)).toEqual([
      'bulk-02999',
    ])
    expect((await searchPreviewTenants(db(), 'BULK-0300')).map((tenant) => tenant.slug)).toEqual([
      'bulk-03000',
    ])
    // LIKE wildcards typed by the administrator are plain characters.
    expect(await searchPreviewTenants(db(), '%_%')).toEqual([])
  })

  it("shows a tenant's own chats and balance and no member's threads; an unknown id is null", async () => {
    const { tenantId } = await makeChatTenant(db(), 'preview-acme', 12_345)
    const preview = await loadTenantPreview(db(), tenantId)
    expect(preview?.tenant).toMatchObject({ id: tenantId, slug: 'preview-acme', themeKey: 'hirameki_ai' })
    expect(preview?.home.balance).toMatchObject({ balance: 12_345 })
    expect(preview?.home.groups.flatMap((group) => group.chats).map((chat) => chat.keyword)).toContain('mail')
    expect(preview?.home.recentThreads).toEqual([])
    expect(await loadTenantPreview(db(), 'no-such-tenant')).toBeNull()
  })
})
