import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helpPayloadSchema } from '../app/features/help/help-payload-schema.shared.ts'
import { helpPayloadPlugin, type RenderedHelp, renderHelp } from './help-payload-plugin.ts'

const root = join(import.meta.dirname, '..')

/** The slugs of a docs folder's files in one language, in file-name order. */
function slugsIn(folder: string, locale: string) {
  return readdirSync(join(root, folder, locale))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => name.replace(/^\d+-/, '').replace(/\.md$/, ''))
}

describe('the payload files of a build', () => {
  let help: RenderedHelp
  beforeAll(async () => {
    help = await renderHelp(root)
  })

  it('writes one file per page, at the page’s path', () => {
    expect(help.files.map((file) => file.fileName)).toEqual([
      'help/_payload.json',
      'admin/help/_payload.json',
      'admin/manual/_payload.json',
      'admin/manual/adminManual/_payload.json',
    ])
  })

  it('holds every article of the page’s docs in each language, rendered to markup', () => {
    const folders: Record<string, string> = {
      'help/_payload.json': 'docs/help',
      'admin/help/_payload.json': 'docs/admin-help',
      'admin/manual/_payload.json': 'docs/help',
      'admin/manual/adminManual/_payload.json': 'docs/manual',
    }
    for (const file of help.files) {
      const payload = helpPayloadSchema.parse(JSON.parse(file.source))
      const folder = folders[file.fileName] ?? ''
      for (const locale of ['ja', 'en'] as const) {
        expect(
          payload[locale].articles.map((article) => article.slug),
          `${file.fileName} ${locale}`,
        ).toEqual(slugsIn(folder, locale))
        for (const article of payload[locale].articles) {
          const html = article.blocks.flatMap((block) => (block.kind === 'html' ? [block.html] : [])).join('')
          expect(html).toMatch(/^<(p|ul|ol|h3)>/)
          expect(html).not.toMatch(/^#|\*\*/m)
        }
      }
      expect(payload.en.articles[0]?.title).not.toBe(payload.ja.articles[0]?.title)
    }
    const index = helpPayloadSchema.parse(JSON.parse(help.files[2]?.source ?? ''))
    expect(index.ja.chapters.map((chapter) => chapter.slug)).toEqual(slugsIn('docs/manual', 'ja'))
  })
})

describe('the plugin', () => {
  it('emits the files into the client build only', async () => {
    const emitted: { fileName: string }[] = []
    const generateBundle = helpPayloadPlugin().generateBundle as unknown as (this: unknown) => Promise<void>
    await generateBundle.call({
      environment: { name: 'ssr', mode: 'build' },
      emitFile: emitted.push.bind(emitted),
    })
    expect(emitted).toEqual([])
    await generateBundle.call({
      environment: { name: 'client', mode: 'build' },
      emitFile: (file: { fileName: string }) => emitted.push(file),
    })
    expect(emitted.map((file) => file.fileName)).toContain('help/_payload.json')
    expect(emitted).toHaveLength(4)
  })

  describe('under vite dev', () => {
    let server: ViteDevServer
    let base: string
    beforeAll(async () => {
      server = await createServer({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [helpPayloadPlugin()],
        server: { port: 0, host: '127.0.0.1', ws: false },
      })
      await server.listen()
      base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    })
    afterAll(() => server?.close())

    it('serves each page’s payload at its path', async () => {
      const response = await fetch(`${base}/admin/help/_payload.json`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const payload = helpPayloadSchema.parse(await response.json())
      expect(payload.en.articles.map((article) => article.slug)).toEqual(slugsIn('docs/admin-help', 'en'))
    })

    it('gives the server-side render the same payloads as a module', async () => {
      const { default: payloads } = await server.ssrLoadModule('virtual:opsai-help-payloads')
      const served = await (await fetch(`${base}/help/_payload.json`)).json()
      expect(payloads['/help']).toEqual(served)
    })
  })
})
