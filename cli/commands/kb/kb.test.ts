import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { minimalDocx } from '#app/server/knowledge/parsing/testing/office-files'
import { describeEachCliDatabase } from '../tenants/cli-testing'

const files = mkdtempSync(join(tmpdir(), 'opsai-kb-'))
const handbook = join(files, '就業規則.txt')
writeFileSync(handbook, '第2章 休暇\n年次有給休暇は入社6か月後に10日付与される。\n申請は3日前までに行う。\n')
const expenses = join(files, '経費.docx')
writeFileSync(
  expenses,
  minimalDocx([{ heading: 1, text: '経費精算' }, { text: '経費の精算は毎月25日までに申請する。' }]),
)

describeEachCliDatabase('opsai kb', ({ opsai }) => {
  it('creates a tenant base, adds documents with --wait, attaches it to a chat and searches it', async () => {
    await opsai(['seed', 'demo'])
    const created = await opsai(['kb', 'create', '--name', '社内規程', '--tenant', 'hirameki', '--json'])
    expect(created.stderr).toBe('')
    const base = JSON.parse(created.stdout) as { id: string; name: string; tenantId: string }
    expect(base.name).toBe('社内規程')

    const added = await opsai(['kb', 'add', base.id, handbook, expenses, '--wait', '--json'])
    expect(added.code).toBe(0)
    const documents = JSON.parse(added.stdout) as { name: string; status: string; chunks: number }[]
    expect(documents.map((document) => [document.name, document.status])).toEqual([
      ['就業規則.txt', 'ready'],
      ['経費.docx', 'ready'],
    ])
    // One progress line per file and change, on stderr: a bar, then "ready".
    expect(added.stderr).toMatch(/就業規則\.txt \[#{20}\].* ready, \d+ chunks/)

    const listed = JSON.parse((await opsai(['kb', 'list', '--tenant', 'hirameki', '--json'])).stdout)
    expect(listed).toEqual([expect.objectContaining({ id: base.id, documents: 2, readyDocuments: 2 })])
    expect((await opsai(['kb', 'list'])).stdout).toContain('No knowledge bases yet')

    const attached = await opsai([
      'kb',
      'attach',
      base.id,
      '--chat',
      'faq:work-rules',
      '--tenant',
      'hirameki',
    ])
    expect(attached.code, attached.stderr).toBe(0)
    const searched = JSON.parse(
      (await opsai(['kb', 'search', base.id, '有給休暇は何日もらえる？', '--json'])).stdout,
    )
    expect(searched.mode).toBe('lexical')
    expect(searched.hits[0]).toMatchObject({ documentName: '就業規則.txt', matched: true })
  })

  it('refuses a missing file, an unknown chat and a base of nobody in both languages, storing nothing', async () => {
    const missing = await opsai(['kb', 'add', 'no-such-base', join(files, 'nope.pdf')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('がありません')
    expect(missing.stderr).toContain('No file at')
    const unknown = await opsai(['kb', 'add', 'no-such-base', handbook])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('ナレッジベースが見つかりません')
    expect(unknown.stderr).toContain('Knowledge base not found')
    const created = JSON.parse((await opsai(['kb', 'create', '--name', 'catalogue', '--json'])).stdout)
    const badChat = await opsai(['kb', 'attach', created.id, '--chat', 'faq:nothing-here'])
    expect(badChat.code).toBe(1)
    expect(badChat.stderr).toContain('Chat "faq:nothing-here" not found')
  })

  it('--wait exits 1 naming why a file could not be read (a truncated PDF)', async () => {
    const created = JSON.parse((await opsai(['kb', 'create', '--name', 'locked', '--json'])).stdout)
    const text = join(files, 'fake.pdf')
    writeFileSync(text, Buffer.from('%PDF-1.4\n1 0 obj\n'))
    const result = await opsai(['kb', 'add', created.id, text, '--wait'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('failed:')
    expect(result.stderr).toContain('読み込めませんでした')
  })
})
