import { desc } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from '../tenants/cli-testing'

describeEachCliDatabase('opsai widgets', ({ opsai, database }) => {
  beforeAll(async () => {
    await seedPlansAndApplication(opsai)
    const created = await opsai(
      [
        'tenants',
        'create',
        '--slug',
        'wacme',
        '--name',
        'wacme',
        '--app',
        'hirameki_ai',
        '--owner-email',
        'owner@wacme.test',
        '--password-stdin',
      ],
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
    expect((await opsai(['domains', 'map', 'chat.wacme.test', '--tenant', 'wacme'])).code).toBe(0)
  })

  it('creates a widget and prints its id and snippet as JSON, audited', async () => {
    const result = await opsai([
      'widgets',
      'create',
      '--tenant',
      'wacme',
      '--chat',
      'chat',
      '--origin',
      'https://www.wacme.test',
      'http://localhost:8080/',
      '--json',
    ])
    expect(result.stderr).toBe('')
    const widget = JSON.parse(result.stdout)
    expect(widget).toMatchObject({
      chat: 'chat',
      allowedOrigins: ['https://www.wacme.test', 'http://localhost:8080'],
    })
    expect(widget.snippet).toMatch(
      new RegExp(
        `^<script src="https?://chat\\.wacme\\.test(:\\d+)?/widget\\.js" data-widget="${widget.id}" async></script>$`,
      ),
    )
    const [audit] = await database(({ db }) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))
    expect(audit).toMatchObject({ action: 'widget.create', target: widget.id })

    const list = await opsai(['widgets', 'list', '--tenant', 'wacme'])
    expect(list.stdout).toContain(widget.id)
    expect(list.stdout).toContain('有効 / on')
    expect(JSON.parse((await opsai(['widgets', 'list', '--tenant', 'wacme', '--json'])).stdout)).toHaveLength(
      1,
    )
  })

  it('refuses an invalid origin or chat with a clear message in both languages', async () => {
    const origin = await opsai([
      'widgets',
      'create',
      '--tenant',
      'wacme',
      '--chat',
      'chat',
      '--origin',
      'http://www.wacme.test',
    ])
    expect(origin.code).toBe(1)
    expect(origin.stderr).toContain('http://www.wacme.test')
    expect(origin.stderr).toContain('Nothing was changed')
    const chat = await opsai([
      'widgets',
      'create',
      '--tenant',
      'wacme',
      '--chat',
      'gpt-4o',
      '--origin',
      'https://www.wacme.test',
    ])
    expect(chat.code).toBe(1)
    expect(chat.stderr).toContain('custom:<keyword>')
    expect(JSON.parse((await opsai(['widgets', 'list', '--tenant', 'wacme', '--json'])).stdout)).toHaveLength(
      1,
    )
  })
})
