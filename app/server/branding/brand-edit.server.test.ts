import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { expect, it } from 'vitest'
import { auditLog, brandAssets } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { brandedMessage, mailBrandOf } from '../mail/brand-mail.server'
import { makeTenant, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { BrandAssetError } from './brand-asset-errors.server'
import { readApplicationBrand, updateApplicationBrand, updateTenantBrand } from './brand-edit.server'
import { clientIdentity, iconPng, iconSourceOf } from './brand-icons.server'
import { loadBrandRecord } from './brand-record.server'

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="200" height="50" fill="#6F2FB7"/></svg>',
)

function png(size: number) {
  const image = new PNG({ width: size, height: size })
  image.data.fill(0xc0)
  return PNG.sync.write(image)
}

describeEachDatabase('brand identity', (database) => {
  const db = () => database.handle().db

  it('starts from the application name, a wordmark and a monogram icon in the theme colours', async () => {
    const tenant = await makeTenant(db(), 'brand-acme')
    const record = await loadBrandRecord(db(), 'hirameki_ai', tenant.id)
    expect(record).toMatchObject({
      platform: false,
      names: { ja: 'ヒラメキAI', en: 'ヒラメキAI' },
      logo: null,
      favicon: null,
      themeKey: 'hirameki_ai',
    })
    const source = record && iconSourceOf(record)
    expect(source?.kind).toBe('monogram')
    // The theme's gradation draws the monogram.
    expect(source?.kind === 'monogram' && source.svg).toContain('#6F2FB7')
    const icon = source && (await iconPng(source, 192, async () => undefined))
    expect(icon && PNG.sync.read(icon).width).toBe(192)
  })

  it('stores names, links and pictures in one audited change; the tenant overrides name and logo', async () => {
    await updateApplicationBrand(
      db(),
      'hirameki_ai',
      {
        nameEn: 'Hirameki AI',
        shortName: 'Hirameki',
        supportEmail: 'help@hirameki.example',
        senderName: 'ヒラメキ',
      },
      { logo: LOGO, favicon: png(64) },
      TEST_ACTOR,
    )
    const brand = await readApplicationBrand(db(), 'hirameki_ai')
    expect(brand).toMatchObject({
      nameEn: 'Hirameki AI',
      logo: { contentType: 'image/svg+xml', width: 200, height: 50 },
      favicon: { contentType: 'image/png', width: 64, height: 64 },
    })
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'application.brand'))
    expect(audit?.details).toMatchObject({ nameEn: 'Hirameki AI', logo: { type: 'image/svg+xml' } })

    const tenant = await makeTenant(db(), 'brand-acme')
    await updateTenantBrand(db(), tenant.id, { brandName: 'アクメ AI' }, png(128), TEST_ACTOR)
    const record = await loadBrandRecord(db(), 'hirameki_ai', tenant.id)
    expect(record).toMatchObject({ names: { ja: 'アクメ AI', en: 'アクメ AI' }, logo: { owner: 'tenant' } })
    const identity = record && clientIdentity(record)
    expect(identity?.logo?.url).toMatch(new RegExp(`^/api/brand/t/${tenant.id}/logo\\.png\\?v=`))
    // The application's own pages keep the application's logo.
    const application = await loadBrandRecord(db(), 'hirameki_ai')
    expect(application && clientIdentity(application).logo?.url).toMatch(
      /^\/api\/brand\/a\/hirameki_ai\/logo\.svg\?v=/,
    )
  })

  it('stores nothing when one picture of a change is refused', async () => {
    const before = await readApplicationBrand(db(), 'hirameki_ai')
    const refused = updateApplicationBrand(
      db(),
      'hirameki_ai',
      { nameEn: 'Changed' },
      { logo: LOGO, favicon: Buffer.from('GIF89a not a png or svg') },
      TEST_ACTOR,
    )
    await expect(refused).rejects.toBeInstanceOf(BrandAssetError)
    await expect(refused).rejects.toMatchObject({ field: 'favicon', problem: { code: 'not_an_image' } })
    expect(await readApplicationBrand(db(), 'hirameki_ai')).toEqual(before)
  })

  it('mails in the brand: sender name, Reply-To, colours, an HTML part and a plain-text part', async () => {
    const tenant = await makeTenant(db(), 'brand-acme')
    const branded = await mailBrandOf(db(), tenant.id, 'http://acme.example:3000')
    const message = await brandedMessage(branded, {
      to: 'x@example.test',
      subject: 'S',
      preview: 'P',
      parts: [
        {
          lang: 'ja',
          heading: '見出し',
          paragraphs: ['本文です。'],
          action: { label: '開く', href: 'http://acme.example:3000/x' },
        },
        { lang: 'en', heading: 'Heading', paragraphs: ['Body.'] },
      ],
    })
    expect(message).toMatchObject({ senderName: 'ヒラメキ', replyTo: 'help@hirameki.example' })
    expect(message.html).toContain('<html')
    expect(message.html).toContain('アクメ AI')
    expect(message.html).toContain('#6F2FB7')
    expect(message.html).toMatch(/src="http:\/\/acme\.example:3000\/api\/brand\/t\/[^"]+\/icon-192\.png\?v=/)
    expect(message.text).toContain('本文です。')
    expect(message.text).toContain('http://acme.example:3000/x')
    expect(message.text).not.toMatch(/<[a-z]/)
    expect(`${message.html}${message.text}`).not.toContain('opsai')
  })

  it('removes pictures: the tenant falls back to the application logo', async () => {
    const tenant = await makeTenant(db(), 'brand-acme')
    await updateTenantBrand(db(), tenant.id, { brandName: null }, null, TEST_ACTOR)
    const rows = await db()
      .select({ id: brandAssets.id })
      .from(brandAssets)
      .where(eq(brandAssets.tenantId, tenant.id))
    expect(rows).toEqual([])
    const record = await loadBrandRecord(db(), 'hirameki_ai', tenant.id)
    expect(record).toMatchObject({ names: { en: 'Hirameki AI' }, logo: { owner: 'application' } })
  })
})
