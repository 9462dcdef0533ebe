import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HELP_PAYLOADS } from '#app/features/help/help-docs.fixtures'
import { createHelpPayloadReader } from './help-payload.server'

const clientDir = mkdtempSync(join(tmpdir(), 'opsai-help-payload-'))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

function write(page: string, text: string) {
  mkdirSync(join(clientDir, page), { recursive: true })
  writeFileSync(join(clientDir, page, '_payload.json'), text)
}

describe('reading the built help payloads', () => {
  it('reads a page’s file once and keeps it in memory', async () => {
    write('help', JSON.stringify(HELP_PAYLOADS['/help']))
    const read = createHelpPayloadReader(clientDir)
    const first = await read('/help')
    expect(first).toEqual(HELP_PAYLOADS['/help'])
    write('help', JSON.stringify(HELP_PAYLOADS['/admin/help']))
    expect(await read('/help')).toBe(first)
    // Another process (a new reader) reads what the build wrote since.
    expect(await createHelpPayloadReader(clientDir)('/help')).toEqual(HELP_PAYLOADS['/admin/help'])
  })

  it('refuses a file of another shape', async () => {
    write('admin/help', JSON.stringify({ ja: { articles: [{ slug: 'x' }] } }))
    await expect(createHelpPayloadReader(clientDir)('/admin/help')).rejects.toThrow()
  })

  it('does not keep a failed read: the next request reads the file again', async () => {
    const read = createHelpPayloadReader(clientDir)
    await expect(read('/admin/manual')).rejects.toThrow(/ENOENT/)
    write('admin/manual', JSON.stringify(HELP_PAYLOADS['/admin/manual']))
    expect((await read('/admin/manual')).en.chapters.length).toBeGreaterThan(1)
  })
})
