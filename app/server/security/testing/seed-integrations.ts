/** A tenant's API key (issue 20) and chat widget, for the security probes' two-tenant world. */
import type { Db } from '#db/client'
import { tenantApiKeysRepository } from '../../api-keys/tenant-api-keys.server'
import { TEST_ACTOR } from '../../tenancy/test-fixtures.server'
import { createWidget } from '../../widgets/widgets.server'

export interface SeededIntegrations {
  tenantApiKeyId: string
  /** The key itself (`opsai_sk_…`), for the `/v1` probes. */
  tenantApiKey: string
  widgetId: string
  /** The one site the widget may be shown on. */
  widgetOrigin: string
}

export async function addIntegrations(db: Db, tenantId: string, marker: string): Promise<SeededIntegrations> {
  const { key, summary } = await tenantApiKeysRepository(db, tenantId).create({
    name: `Key ${marker}`,
    chats: null,
    actor: TEST_ACTOR,
  })
  const widgetOrigin = `https://site-${marker}.example.test`.toLowerCase()
  const widget = await createWidget(db, {
    tenantId,
    actor: TEST_ACTOR,
    fields: { chat: 'chat', name: `Widget ${marker}`, allowedOrigins: [widgetOrigin] },
  })
  return { tenantApiKeyId: summary.id, tenantApiKey: key, widgetId: widget.id, widgetOrigin }
}
