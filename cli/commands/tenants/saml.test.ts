import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { testIdpMetadata } from '#app/server/saml/testing/idp-metadata'
import { auditLog, samlEmailDomains, tenantSamlProviders } from '#db/schema'
import { describeEachCliDatabase, seedPlansAndApplication } from './cli-testing'

describeEachCliDatabase('opsai tenants saml', ({ opsai, database }) => {
  const metadataFile = join(mkdtempSync(join(tmpdir(), 'opsai-saml-')), 'idp.xml')
  const stored = () =>
    database(async ({ db }) => {
      const [row] = await db.select().from(tenantSamlProviders)
      const domains = await db.select().from(samlEmailDomains)
      return { row, domains: domains.map((entry) => entry.domain) }
    })

  beforeAll(async () => {
    writeFileSync(metadataFile, testIdpMetadata('https://idp.acme.test/metadata'))
    await seedPlansAndApplication(opsai)
    for (const slug of ['acme', 'rival']) {
      const created = await opsai(
        [
          'tenants',
          'create',
          '--slug',
          slug,
          '--name',
          slug,
          '--app',
          'hirameki_ai',
          '--owner-email',
          `owner@${slug}.test`,
          '--password-stdin',
        ],
        {},
        'Passw0rd!23\n',
      )
      expect(created.stderr).toBe('')
    }
  })

  it('sets the IdP from a metadata file with domains and a role, in both languages, audited', async () => {
    const result = await opsai([
      'tenants',
      'saml',
      'acme',
      '--metadata-file',
      metadataFile,
      '--domains',
      'acme.test,Acme.co.jp',
      '--default-role',
      'admin',
    ])
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('acme の SAML シングルサインオン: 有効')
    expect(result.stdout).toContain('acme SAML single sign-on: on, IdP https://idp.acme.test/metadata')
    expect(result.stdout).toMatch(/entity ID http:\/\/localhost:3000\/api\/auth\/saml\/metadata\/[\w-]+/)
    const { row, domains } = await stored()
    expect(row).toMatchObject({
      idpEntityId: 'https://idp.acme.test/metadata',
      defaultRole: 'admin',
      enabled: true,
    })
    expect(row?.spPrivateKey.startsWith('enc:v1:')).toBe(true)
    expect(domains.sort()).toEqual(['acme.co.jp', 'acme.test'])
    const [audit] = await database(({ db }) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))
    expect(audit).toMatchObject({ action: 'tenant.saml', target: 'acme' })
  })

  it("refuses another tenant's domain, an owner role and a non-https URL, changing nothing", async () => {
    const taken = await opsai([
      'tenants',
      'saml',
      'rival',
      '--metadata-file',
      metadataFile,
      '--domains',
      'acme.test',
    ])
    expect(taken.code).toBe(1)
    expect(taken.stderr).toContain('acme.test')
    const owner = await opsai(['tenants', 'saml', 'acme', '--default-role', 'owner'])
    expect(owner.code).toBe(1)
    expect(owner.stderr).toContain('member or admin')
    const plain = await opsai(['tenants', 'saml', 'acme', '--metadata-url', 'http://idp.acme.test/metadata'])
    expect(plain.code).toBe(1)
    expect(plain.stderr).toContain('https://')
    const { row, domains } = await stored()
    expect(row?.defaultRole).toBe('admin')
    expect(domains.sort()).toEqual(['acme.co.jp', 'acme.test'])
    expect(
      await database(({ db }) =>
        db.select().from(tenantSamlProviders).where(eq(tenantSamlProviders.enabled, true)),
      ),
    ).toHaveLength(1)
  })

  it('turns it off, shows it as JSON, and removes it', async () => {
    expect((await opsai(['tenants', 'saml', 'acme', '--disable'])).stdout).toContain('off')
    const shown = JSON.parse((await opsai(['tenants', 'saml', 'acme', '--json'])).stdout)
    expect(shown).toMatchObject({
      slug: 'acme',
      configured: true,
      enabled: false,
      emailDomains: ['acme.co.jp', 'acme.test'],
    })
    const removed = await opsai(['tenants', 'saml', 'acme', '--remove'])
    expect(removed.stdout).toContain('was removed')
    expect(await stored()).toEqual({ row: undefined, domains: [] })
    expect((await opsai(['tenants', 'saml', 'acme'])).stdout).toContain('has no SAML single sign-on set up')
  })
})
