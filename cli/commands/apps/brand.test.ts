import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { afterAll, expect, it } from 'vitest'
import { brandAssets } from '#db/schema'
import { describeEachCliDatabase } from '../tenants/cli-testing'

const dir = mkdtempSync(join(tmpdir(), 'opsai-brand-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, content: string | Buffer) {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

function png(width: number, height: number) {
  const image = new PNG({ width, height })
  image.data.fill(0x7f)
  return PNG.sync.write(image)
}

const LOGO_SVG =
  '<?xml version="1.0"?><!-- exported --><svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 240 60" inkscape:version="1.3"><metadata>editor data</metadata><rect width="240" height="60" fill="#6F2FB7"/><circle cx="30" cy="30" r="20" fill="url(#g)"/><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs></svg>'

const files = {
  logo: file('logo.svg', LOGO_SVG),
  favicon: file('favicon.png', png(64, 64)),
  huge: file('huge.png', Buffer.concat([png(8, 8), Buffer.alloc(600 * 1024)])),
  text: file('not-an-image.png', 'just some text, named like a picture'),
  jpeg: file('photo.svg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
  script: file('script.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  handler: file(
    'handler.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" onclick="alert(1)"/></svg>',
  ),
  foreign: file(
    'foreign.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
  ),
  external: file(
    'external.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
  ),
  cssImport: file(
    'import.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url("https://evil.example/x.css");</style></svg>',
  ),
  entity: file(
    'entity.svg',
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  ),
  wide: file('wide.png', png(64, 32)),
  tiny: file('tiny.png', png(16, 16)),
  broken: file('broken.png', Buffer.concat([png(64, 64).subarray(0, 40), Buffer.alloc(100, 3)])),
}

describeEachCliDatabase('opsai apps brand', ({ opsai, database }) => {
  it('sets names, sender, support address, logo and favicon; the SVG is stored sanitised', async () => {
    await opsai(['seed', 'plans'])
    expect(
      (await opsai(['apps', 'create', 'hirameki_ai', '--name', 'ヒラメキAI', '--theme', 'hirameki_ai'])).code,
    ).toBe(0)
    const result = await opsai([
      'apps',
      'brand',
      'hirameki_ai',
      '--name-en',
      'Hirameki AI',
      '--short-name',
      'Hirameki',
      '--support-email',
      'Support@Hirameki.example',
      '--sender-name',
      'ヒラメキAI サポート',
      '--logo',
      files.logo,
      '--favicon',
      files.favicon,
      '--json',
    ])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      key: 'hirameki_ai',
      nameJa: 'ヒラメキAI',
      nameEn: 'Hirameki AI',
      shortName: 'Hirameki',
      supportEmail: 'support@hirameki.example',
      senderName: 'ヒラメキAI サポート',
      logo: { contentType: 'image/svg+xml', width: 240, height: 60 },
      favicon: { contentType: 'image/png', width: 64, height: 64 },
    })
    const [logo] = await database((handle) =>
      handle.db.select().from(brandAssets).where(eq(brandAssets.kind, 'logo')),
    )
    const stored = Buffer.from(logo?.data ?? []).toString('utf8')
    // Editor metadata and comments are dropped; the drawing stays.
    expect(stored).not.toMatch(/inkscape:version|<metadata|exported/)
    expect(stored).toContain('<rect')
    expect(stored).toContain('url(#g)')

    const shown = await opsai(['apps', 'brand', 'hirameki_ai'])
    // The listing names the application in both languages on one line.
    expect(shown.stdout).toMatch(/^hirameki_ai: ヒラメキAI \/ Hirameki AI \(short: Hirameki\)$/m)
    expect(shown.stdout).toContain('logo: image/svg+xml 240×60')
  })

  it.each([
    [
      ['--logo', files.huge],
      /logo: ファイルが大きすぎます \(\d+ KB\)。512 KB 以下にしてください。 \/ The file is too large/,
    ],
    [['--logo', files.text], /PNG または SVG の画像ではありません。.* \/ This is not a PNG or SVG image/],
    [['--logo', files.jpeg], /This is not a PNG or SVG image/],
    [['--logo', files.script], /SVG にスクリプトが含まれています。.* \/ The SVG contains a script/],
    [
      ['--logo', files.handler],
      /イベントハンドラ \(onclick\).* \/ The SVG contains an event handler \(onclick\)/,
    ],
    [['--logo', files.foreign], /foreignObject が含まれています.* \/ The SVG contains a foreignObject/],
    [['--logo', files.external], /外部のリソースを参照しています \(https:\/\/evil\.example\/x\.png\)/],
    [['--logo', files.cssImport], /The SVG refers to an outside resource \(@import\)/],
    [['--logo', files.entity], /DOCTYPE またはエンティティ宣言.* \/ The SVG contains a DOCTYPE/],
    [['--logo', files.broken], /画像を読み込めませんでした。.* \/ The image could not be read/],
    [
      ['--favicon', files.wide],
      /ファビコンは正方形にしてください \(この画像は 64×32\)。 \/ The favicon must be square/,
    ],
    [['--favicon', files.tiny], /ファビコンが小さすぎます \(16×16\).* \/ The favicon is too small \(16×16\)/],
    [['--logo', join(dir, 'missing.svg')], /missing.svg: ファイルがありません \/ no such file/],
    // A good logo with a bad favicon: neither is stored.
    [['--logo', files.favicon, '--favicon', files.wide], /The favicon must be square/],
    [['--support-email', 'not-an-address'], /supportEmail "not-an-address": is not an e-mail address/],
    [['--terms-url', 'javascript:alert(1)'], /termsUrl "javascript:alert\(1\)": must be an http\(s\) URL/],
    [['--sender-name', 'Evil <x@y>'], /senderName .*must not contain/],
  ])('refuses %j with exit 1, in both languages, and stores nothing', async (args, message) => {
    const before = (await opsai(['apps', 'brand', 'hirameki_ai', '--json'])).stdout
    const result = await opsai(['apps', 'brand', 'hirameki_ai', ...args])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect(result.stderr).not.toMatch(/Unexpected error|at .*\.ts:\d+/)
    expect((await opsai(['apps', 'brand', 'hirameki_ai', '--json'])).stdout).toBe(before)
  })

  it('refuses an unknown application', async () => {
    const result = await opsai(['apps', 'brand', 'ghost_ai', '--name-en', 'Ghost'])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /アプリケーション "ghost_ai" はありません \/ Unknown application "ghost_ai"/,
    )
  })

  it('clears the logo and an optional name', async () => {
    const result = await opsai(['apps', 'brand', 'hirameki_ai', '--clear-logo', '--name-en', '', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ nameEn: null, logo: null, favicon: { width: 64 } })
  })
})
