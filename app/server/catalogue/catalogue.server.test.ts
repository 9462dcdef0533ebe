import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { rowsOf } from '#db/rows'
import { DEFAULT_CATALOGUE_FILE, readCatalogueFile, seedCatalogueFromFile } from '#db/seeds/defaults'
import { describeEachDatabase } from '#db/testing'
import { InvalidInputError, NotFoundError } from '../errors.server'
import { TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { listCategories, listChats, listFaqEntries, upsertCatalogue } from './catalogue.server'
import type { CatalogueFileInput } from './catalogue-file.server'

const dir = mkdtempSync(join(tmpdir(), 'opsai-catalogue-'))

describeEachDatabase('chat catalogue', (database) => {
  const db = () => database.handle().db
  const counts = async () =>
    rowsOf<{ categories: number; chats: number; faqs: number }>(
      await db().execute(sql`select (select count(*) from categories)::int as categories,
        (select count(*) from chats)::int as chats, (select count(*) from faq_entries)::int as faqs`),
    )[0]

  it('seeds the shipped catalogue with progress, and a second run updates without duplicating', async () => {
    const progress: string[] = []
    const first = await seedCatalogueFromFile(db(), DEFAULT_CATALOGUE_FILE, TEST_ACTOR, (step) =>
      progress.push(`${step.done}/${step.total} ${step.item}`),
    )
    const shipped = await readCatalogueFile(DEFAULT_CATALOGUE_FILE)
    const kinds = new Set(shipped.chats.map((chat) => chat.kind))
    expect([...kinds].sort()).toEqual(['custom', 'faq', 'ops'])
    expect(shipped.categories.length).toBeGreaterThanOrEqual(4)
    expect(first.chats).toEqual({ created: shipped.chats.length, updated: 0 })
    expect(progress).toHaveLength(shipped.chats.length)
    expect(progress.at(-1)).toMatch(new RegExp(`^${shipped.chats.length}/${shipped.chats.length} `))
    const before = await counts()
    expect(before?.faqs).toBeGreaterThanOrEqual(15)

    const second = await seedCatalogueFromFile(db(), DEFAULT_CATALOGUE_FILE, TEST_ACTOR)
    expect(second.chats).toEqual({ created: 0, updated: shipped.chats.length })
    expect(second.categories.created).toBe(0)
    expect(await counts()).toEqual(before)
    const rules = (await listChats(db())).find((chat) => chat.kind === 'faq' && chat.keyword === 'work-rules')
    expect(rules?.categoryId).toBe('hr')
    expect((await listFaqEntries(db(), rules?.id ?? ''))[0]?.question).toBe('有給休暇は何日もらえますか？')
  })

  it('applies edits from a JSON file: renamed chat, fewer FAQ entries', async () => {
    const path = join(dir, 'edit.json')
    const file: CatalogueFileInput = {
      chats: [
        {
          kind: 'faq',
          keyword: 'work-rules',
          name: '就業規則FAQ（改訂版）',
          category: 'hr',
          faqs: [{ question: '有給休暇は何日？', answer: '10日です。' }],
        },
      ],
    }
    writeFileSync(path, JSON.stringify(file))
    await seedCatalogueFromFile(db(), path, TEST_ACTOR)
    const rules = (await listChats(db())).find((chat) => chat.keyword === 'work-rules')
    expect(rules?.name).toBe('就業規則FAQ（改訂版）')
    expect(await listFaqEntries(db(), rules?.id ?? '')).toEqual([
      expect.objectContaining({ position: 0, question: '有給休暇は何日？', answer: '10日です。' }),
    ])
  })

  it.each([
    [
      'a duplicate keyword',
      {
        chats: [
          { kind: 'ops', keyword: 'x', name: 'A' },
          { kind: 'ops', keyword: 'x', name: 'B' },
        ],
      },
      /ops:x appears twice/,
    ],
    [
      'an FAQ chat without entries',
      { chats: [{ kind: 'faq', keyword: 'empty', name: 'E', faqs: [] }] },
      /at least one entry/,
    ],
    [
      'a bad keyword',
      { chats: [{ kind: 'custom', keyword: 'Has Space', name: 'A' }] },
      /keyword "Has Space"/,
    ],
    ['an unknown kind', { chats: [{ kind: 'voice', keyword: 'v', name: 'V' }] }, /chats\.0\.kind "voice"/],
  ])('refuses %s and writes nothing', async (_case, file, message) => {
    const before = await counts()
    const attempt = upsertCatalogue(db(), file, TEST_ACTOR)
    await expect(attempt).rejects.toBeInstanceOf(InvalidInputError)
    await expect(attempt).rejects.toThrow(message)
    expect(await counts()).toEqual(before)
  })

  it('refuses a chat in an unknown category, naming it', async () => {
    const attempt = upsertCatalogue(
      db(),
      { chats: [{ kind: 'ops', keyword: 'orphan', name: 'O', category: 'nowhere' }] },
      TEST_ACTOR,
    )
    await expect(attempt).rejects.toBeInstanceOf(NotFoundError)
    await expect(attempt).rejects.toThrow(/ops:orphan → "nowhere"/)
    expect((await listCategories(db())).map((category) => category.id)).not.toContain('nowhere')
  })

  it('reports unreadable and malformed files by name', async () => {
    const yaml = join(dir, 'broken.yaml')
    writeFileSync(yaml, 'chats: [unclosed')
    await expect(seedCatalogueFromFile(db(), yaml, TEST_ACTOR)).rejects.toThrow(
      /broken\.yaml" is not valid YAML/,
    )
    await expect(seedCatalogueFromFile(db(), join(dir, 'missing.yaml'), TEST_ACTOR)).rejects.toThrow(
      /Cannot read ".*missing\.yaml"/,
    )
    await expect(seedCatalogueFromFile(db(), join(dir, 'file.txt'), TEST_ACTOR)).rejects.toThrow(
      /\.json, \.yaml or \.yml/,
    )
  })
})
