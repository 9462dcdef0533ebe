import { desc } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { sendTestWebhook } from '#app/server/webhooks/webhook-deliveries.server'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from '../tenants/cli-testing'

describeEachCliDatabase('opsai webhooks', ({ opsai, database }) => {
  let tenantId = ''
  let endpointId = ''

  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    const created = await opsai(
      [
        ...['tenants', 'create', '--slug', 'acme', '--name', 'acme 株式会社', '--app', 'hirameki_ai'],
        ...['--owner-email', 'owner@acme.test', '--password-stdin', '--json'],
      ],
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
    tenantId = JSON.parse(created.stdout).id
  })

  it('refuses a private receiver, an unknown event and an unknown tenant, clearly and in both languages', async () => {
    const privateUrl = await opsai(
      ['webhooks', 'add', '--tenant', 'acme', '--url', 'https://127.0.0.1/in', '--events', 'thread.created'],
      { OPSAI_WEBHOOK_ALLOW_PRIVATE: '0' },
    )
    expect(privateUrl.code).toBe(1)
    expect(privateUrl.stderr).toContain('公開されていないアドレス')
    expect(privateUrl.stderr).toContain('not public')
    const unknownEvent = await opsai([
      ...['webhooks', 'add', '--tenant', 'acme', '--url', 'https://93.184.215.14/in'],
      ...['--events', 'thread.created,thread.deleted'],
    ])
    expect(unknownEvent.code).toBe(1)
    expect(unknownEvent.stderr).toContain('thread.deleted')
    const unknownTenant = await opsai(['webhooks', 'list', '--tenant', 'nobody'])
    expect(unknownTenant.code).toBe(1)
    expect(await opsai(['webhooks', 'list', '--tenant', 'acme'])).toMatchObject({ code: 0 })
    expect((await opsai(['webhooks', 'list', '--tenant', 'acme'])).stdout).toContain('has no webhooks')
  })

  it('adds an endpoint, prints its secret once, lists it without the secret, and shows its deliveries', async () => {
    const added = await opsai(
      [
        ...['webhooks', 'add', '--tenant', 'acme', '--url', 'http://127.0.0.1:9/in'],
        ...['--events', 'thread.created, message.completed', '--json'],
      ],
      { OPSAI_WEBHOOK_ALLOW_PRIVATE: '1' },
    )
    expect(added.stderr).toBe('')
    const endpoint = JSON.parse(added.stdout)
    expect(endpoint).toMatchObject({
      url: 'http://127.0.0.1:9/in',
      events: ['thread.created', 'message.completed'],
      enabled: true,
    })
    expect(endpoint.secret).toMatch(/^whsec_/)
    endpointId = endpoint.id
    const plain = await opsai(
      ['webhooks', 'add', '--tenant', 'acme', '--url', 'https://93.184.215.14/in', '--events', 'balance.low'],
      {},
    )
    expect(plain.code).toBe(0)
    expect(plain.stdout).toContain('Webhook registered for acme')
    expect(plain.stdout).toMatch(/^ {2}whsec_/m)

    const listed = await opsai(['webhooks', 'list', '--tenant', 'acme', '--json'])
    expect(JSON.parse(listed.stdout)).toHaveLength(2)
    expect(listed.stdout).not.toContain('whsec_')
    const table = await opsai(['webhooks', 'list', '--tenant', 'acme'])
    expect(table.stdout).toContain('http://127.0.0.1:9/in')
    const [audit] = await database(({ db }) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))
    expect(audit).toMatchObject({ action: 'webhook.create', tenantId })
    expect(audit?.actor).toMatch(/^cli:/)

    expect((await opsai(['webhooks', 'deliveries', endpointId])).stdout).toContain('No deliveries')
    const test = await database(({ db }) => sendTestWebhook(db, { tenantId, endpointId, actor: 'test' }))
    const deliveries = await opsai(['webhooks', 'deliveries', endpointId, '--json'])
    expect(JSON.parse(deliveries.stdout)).toMatchObject([
      { id: test.id, eventType: 'webhook.test', state: 'pending' },
    ])
    expect((await opsai(['webhooks', 'deliveries', endpointId])).stdout).toContain(test.id)
    const missing = await opsai(['webhooks', 'deliveries', 'no-such-endpoint'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No such webhook endpoint')
  })
})
