/**
 * The widget tests' world: a tenant with an owner, an admin and a member, its catalogue chats,
 * credits, a host mapped to it (and one to another tenant), and the process's database and host
 * resolver pointed at the test database, as the widget's frame and API find them.
 */
import { beforeAll } from 'vitest'
import { clearDatabase, setDatabase } from '#db/runtime'
import { tenantChats } from '#db/schema'
import type { TestDatabase } from '#db/testing'
import { ensureTestCatalogue, grantTokens } from '../../chat/testing/chat-fixtures'
import {
  makePaymentTenant,
  type PaymentTenant,
  paymentDependencies,
} from '../../payment/testing/payment-fixtures'
import { mapDomain } from '../../tenancy/domains.server'
import { resetHostResolver } from '../../tenancy/request-tenant.server'
import { makeTenant, TEST_ACTOR } from '../../tenancy/test-fixtures.server'

export const WIDGET_HOST = 'help.widget-acme.test'
export const OTHER_HOST = 'help.widget-other.test'
export const SITE = 'https://shop.widget-acme.test'

export function widgetWorld(database: TestDatabase, slug: string) {
  const db = () => database.handle().db
  let tenant: PaymentTenant | undefined
  beforeAll(async () => {
    clearDatabase()
    setDatabase(database.handle())
    resetHostResolver()
    tenant = await makePaymentTenant(database.handle(), slug)
    await ensureTestCatalogue(db())
    await db()
      .insert(tenantChats)
      .values({ tenantId: tenant.tenantId, chatId: 'test-faq' })
      .onConflictDoNothing()
    await grantTokens(db(), tenant.tenantId, 10_000)
    await mapDomain(db(), { hostname: `${slug}.${WIDGET_HOST}`, tenantSlug: slug, primary: true }, TEST_ACTOR)
    await makeTenant(db(), `${slug}-other`)
    await mapDomain(db(), { hostname: `${slug}.${OTHER_HOST}`, tenantSlug: `${slug}-other` }, TEST_ACTOR)
  })
  return {
    dependencies: paymentDependencies(() => database.handle()),
    tenant(): PaymentTenant {
      if (!tenant) throw new Error('the widget world is made in beforeAll')
      return tenant
    },
  }
}
