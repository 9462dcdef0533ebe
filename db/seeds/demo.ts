/**
 * Demo data for `npm start` on an empty database and `opsai seed demo`: plans, the default
 * catalogue, four applications on different brands, three tenants with `<slug>.localhost`
 * domains, members, teams and this month's plan grants. Idempotent: what exists is kept, what
 * is missing is added. (The system administrator comes from db/seeds/system-admin.ts.)
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { recordAudit } from '../../app/server/audit.server'
import {
  type ApplicationBrandPatch,
  updateApplicationBrand,
} from '../../app/server/branding/brand-edit.server'
import { upsertCatalogue } from '../../app/server/catalogue/catalogue.server'
import { listPacks, upsertPacks } from '../../app/server/payment/packs.server'
import { DEFAULT_PACKS_FILE, readPacksFile } from '../../app/server/payment/packs-file.server'
import { createApplication, findApplication } from '../../app/server/tenancy/applications.server'
import { listDomains, mapDomain, markDomainVerified } from '../../app/server/tenancy/domains.server'
import { listPlans, upsertPlans } from '../../app/server/tenancy/plans.server'
import { forTenant } from '../../app/server/tenancy/scope.server'
import { createTenant, findTenantBySlug } from '../../app/server/tenancy/tenants.server'
import {
  findUserByEmail,
  insertCredentialUser,
  prepareCredentialUser,
} from '../../app/server/tenancy/users.server'
import type { Db } from '../client'
import { rowsOf } from '../rows'
import { applications, chats, plans, systemSettings, tenants, user } from '../schema'
import { DEFAULT_CATALOGUE_FILE, DEFAULT_PLANS_FILE, readCatalogueFile, readPlansFile } from './defaults'

export interface DemoResult {
  created: boolean
  lines: string[]
}

const DEMO_APPLICATIONS = [
  { key: 'hirameki_ai', name: 'ヒラメキAI', themeKey: 'hirameki_ai', defaultPlanId: 'free' },
  { key: 'fortuna', name: 'フォーチュナAI', themeKey: 'fortuna', defaultPlanId: 'free' },
  { key: 'kakushin', name: 'カクシンAI', themeKey: 'kakushin', defaultPlanId: 'free' },
  { key: 'chat_synapse', name: 'Chat Synapse', themeKey: 'chat_synapse', defaultPlanId: 'free' },
] as const

/** Each demo brand's identity (ADR 022); filled in on an existing database that lacks it. */
const DEMO_IDENTITIES: Record<(typeof DEMO_APPLICATIONS)[number]['key'], ApplicationBrandPatch> = {
  hirameki_ai: {
    nameEn: 'Hirameki AI',
    shortName: 'Hirameki',
    supportEmail: 'support@hirameki.example',
    senderName: 'ヒラメキAI サポート',
    footerJa: '© ヒラメキAI — ひらめきを、毎日の仕事に。',
    footerEn: '© Hirameki AI — inspiration for every working day.',
    termsUrl: 'https://hirameki.example/terms',
    privacyUrl: 'https://hirameki.example/privacy',
  },
  fortuna: {
    nameEn: 'Fortuna AI',
    shortName: 'Fortuna',
    supportEmail: 'help@fortuna.example',
    senderName: 'フォーチュナAI',
    footerJa: '© フォーチュナAI',
    footerEn: '© Fortuna AI',
  },
  kakushin: { nameEn: 'Kakushin AI', shortName: 'Kakushin', senderName: 'カクシンAI' },
  chat_synapse: { nameEn: 'Chat Synapse', shortName: 'Synapse', senderName: 'Chat Synapse' },
}

const DEMO_TENANTS = [
  { slug: 'hirameki', name: 'ひらめき商事株式会社', applicationKey: 'hirameki_ai', planId: 'standard' },
  { slug: 'fortuna', name: 'フォーチュナ不動産株式会社', applicationKey: 'fortuna', planId: 'business' },
  { slug: 'kakushin', name: '革新工業株式会社', applicationKey: 'kakushin', planId: 'free' },
] as const

/** Members besides the owner, and the teams they are in. */
const DEMO_MEMBERS = [
  { local: 'admin', name: '管理 花子', role: 'admin', team: '企画部' },
  { local: 'member', name: '利用 太郎', role: 'member', team: '営業部' },
] as const

/** Nothing an operator made yet: no settings, plans, applications, tenants or users. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select (
      (select count(*) from ${systemSettings}) + (select count(*) from ${plans}) +
      (select count(*) from ${applications}) + (select count(*) from ${tenants}) +
      (select count(*) from ${user}))::int as total`)
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0) === 0
}

export async function seedDemo(
  db: Db,
  options: { env: Record<string, string | undefined>; actor?: string },
): Promise<DemoResult> {
  const actor = options.actor ?? 'system:demo-seed'
  const lines: string[] = []
  const settings = await db
    .insert(systemSettings)
    .values([
      { key: 'registration', value: { open: true } },
      { key: 'maintenanceNotice', value: { ja: '', en: '' } },
    ])
    .onConflictDoNothing()
    .returning()

  const existingPlans = new Set((await listPlans(db)).map((plan) => plan.id))
  const newPlans = (await readPlansFile(DEFAULT_PLANS_FILE)).filter((plan) => !existingPlans.has(plan.id))
  if (newPlans.length > 0) await upsertPlans(db, newPlans, actor)
  // Token packs for /payment: the shipped ones an operator has not defined yet.
  const existingPacks = new Set((await listPacks(db)).map((pack) => pack.id))
  const newPacks = (await readPacksFile(DEFAULT_PACKS_FILE)).filter((pack) => !existingPacks.has(pack.id))
  if (newPacks.length > 0) await upsertPacks(db, newPacks, actor)

  const [anyChat] = await db.select({ id: chats.id }).from(chats).limit(1)
  const catalogue = anyChat
    ? undefined
    : await upsertCatalogue(db, await readCatalogueFile(DEFAULT_CATALOGUE_FILE), actor)

  let newApplications = 0
  for (const application of DEMO_APPLICATIONS) {
    const existing = await findApplication(db, application.key)
    if (!existing) {
      await createApplication(db, application, actor)
      newApplications += 1
    }
    if (!existing?.nameEn)
      await updateApplicationBrand(db, application.key, DEMO_IDENTITIES[application.key], {}, actor)
  }

  const password = options.env.OPSAI_DEMO_PASSWORD || `${randomBytes(9).toString('base64url')}-D1`
  const newTenants: string[] = []
  let newMembers = 0
  for (const tenant of DEMO_TENANTS) {
    const domain = `${tenant.slug}.localhost`
    const owner = `owner@${tenant.slug}.example`
    if (!(await findTenantBySlug(db, tenant.slug))) {
      const ownerTaken = Boolean(await findUserByEmail(db, owner))
      await createTenant(
        db,
        { ...tenant, owner: ownerTaken ? undefined : { email: owner, password, name: 'オーナー 一郎' } },
        actor,
      )
      newTenants.push(tenant.slug)
      if (!ownerTaken) newMembers += 1
    }
    const created = await findTenantBySlug(db, tenant.slug)
    if (!created) continue
    if (!(await listDomains(db)).some((mapping) => mapping.hostname === domain)) {
      await mapDomain(db, { hostname: domain, tenantSlug: tenant.slug }, actor)
      // A `*.localhost` host always reaches this machine (RFC 6761): nothing to prove.
      await markDomainVerified(db, domain, actor)
    }
    newMembers += await addDemoMembers(db, created.id, tenant.slug, password)
  }

  const created =
    settings.length + newPlans.length + newPacks.length + newApplications + newTenants.length + newMembers >
      0 || Boolean(catalogue)
  if (!created) return { created, lines: ['Demo data already present; nothing changed.'] }
  // The services above audited their own changes; this row records the run and what it added.
  await recordAudit(db, {
    actor,
    action: 'demo.seed',
    details: {
      settings: settings.length,
      plans: newPlans.length,
      packs: newPacks.length,
      applications: newApplications,
      tenants: newTenants,
      members: newMembers,
    },
  })
  lines.push(
    `Demo data seeded: ${settings.length} system settings, ${newPlans.length} plans, ` +
      `${catalogue ? `${catalogue.chats.created} chats in ${catalogue.categories.created} categories, ` : ''}` +
      `${newApplications} applications, ${newTenants.length} tenants, ${newMembers} members.`,
  )
  for (const slug of newTenants) lines.push(`  tenant ${slug}: http://${slug}.localhost:<port>/login`)
  if (newMembers > 0) {
    lines.push(
      `  members sign in as owner@<slug>.example, admin@<slug>.example, member@<slug>.example with password ${password}`,
    )
    if (!options.env.OPSAI_DEMO_PASSWORD)
      lines.push('  (generated: shown only now; set OPSAI_DEMO_PASSWORD to choose it)')
  }
  return { created, lines }
}

async function addDemoMembers(db: Db, tenantId: string, slug: string, password: string) {
  const scope = forTenant(db, tenantId)
  let added = 0
  for (const member of DEMO_MEMBERS) {
    const email = `${member.local}@${slug}.example`
    let userId = (await findUserByEmail(db, email))?.id
    if (!userId) {
      const prepared = await prepareCredentialUser({ email, password, name: member.name })
      userId = await db.transaction(async (tx) => {
        const id = await insertCredentialUser(tx, prepared, { tenantId, role: 'user' })
        await forTenant(tx, tenantId).members.add(id, member.role)
        return id
      })
      added += 1
    }
    // An address already used in another tenant stays there: it is simply not in this demo.
    if (!(await scope.members.get(userId))) continue
    const team =
      (await scope.teams.list()).find((existing) => existing.name === member.team) ??
      (await scope.teams.create(member.team))
    await scope.teams.addMember(team.id, userId)
  }
  return added
}
