/**
 * The alert mails as the owners receive them, through a real SMTP server on 127.0.0.1: the
 * low-balance alert and the monthly usage summary go to every owner (nobody else), each in their
 * own language, in their tenant's brand (sender name, product name, colours), naming no other
 * brand and not the platform; the summary's figures are the usage page's for the month; the
 * monthly run is driven by `runJobsUntilIdle` with a clock set to the 1st of next month.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startOfNextJapanMonth } from '#app/lib/japan-day.shared'
import { rowsOf } from '#db/rows'
import { user } from '#db/schema'
import { describeEachDatabase } from '#db/testing'
import { presetRange } from '../../features/usage/usage-range.shared'
import { updateApplicationBrand } from '../branding/brand-edit.server'
import { ensureTestCatalogue, makeMember } from '../chat/testing/chat-fixtures'
import { threadsRepository } from '../chat/threads.server'
import { resetServerConfig } from '../config.server'
import { runJobsUntilIdle } from '../jobs/job-worker.server'
import { appendLedgerEntry } from '../ledger/ledger.server'
import { reserve, settle } from '../ledger/reservations.server'
import { resetMailer } from '../mail/mailer.server'
import { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from '../mail/testing/smtp-test-server'
import { createApplication } from '../tenancy/applications.server'
import { mapDomain, markDomainVerified } from '../tenancy/domains.server'
import { membersRepository } from '../tenancy/team-repository.server'
import { createTenant, findTenantBySlug, setTenantStatus } from '../tenancy/tenants.server'
import { ensurePlanAndApplication, TEST_ACTOR } from '../tenancy/test-fixtures.server'
import { loadUsage } from '../usage/usage.server'
import { updateBalanceAlerts } from './balance-alerts.server'
import { MONTHLY_USAGE_SUMMARY } from './monthly-summary.server'
import { loadUsageSummary, monthFilter } from './usage-summary.server'

interface World {
  tenantId: string
  owners: { ja: { id: string; email: string }; en: { id: string; email: string } }
  admin: string
  member: string
}

describeEachDatabase('alert mails', (database) => {
  const db = () => database.handle().db
  let smtp: SmtpTestServer
  const saved = process.env.OPSAI_SMTP_URL
  let hirameki: World
  let rival: World

  async function emailOf(id: string) {
    const [row] = await db().select({ email: user.email }).from(user).where(eq(user.id, id))
    return row?.email ?? ''
  }

  /** A tenant of `applicationKey` with a Japanese owner, an English owner, an admin and a member. */
  async function brandTenant(slug: string, applicationKey: string, name: string): Promise<World> {
    await createTenant(db(), { slug, name, applicationKey, planId: 'standard' }, TEST_ACTOR)
    const tenant = await findTenantBySlug(db(), slug)
    if (!tenant) throw new Error(`no tenant ${slug}`)
    const members = membersRepository(db(), tenant.id)
    const ids: Record<string, string> = {}
    for (const role of ['owner-ja', 'owner-en', 'admin', 'member'] as const) {
      ids[role] = await makeMember(db(), tenant.id, `${slug}-${role}`)
      await members.add(
        ids[role] ?? '',
        role.startsWith('owner') ? 'owner' : role === 'admin' ? 'admin' : 'member',
      )
    }
    await db()
      .update(user)
      .set({ locale: 'en' })
      .where(eq(user.id, ids['owner-en'] ?? ''))
    const ja = ids['owner-ja'] ?? ''
    const en = ids['owner-en'] ?? ''
    return {
      tenantId: tenant.id,
      owners: { ja: { id: ja, email: await emailOf(ja) }, en: { id: en, email: await emailOf(en) } },
      admin: ids.admin ?? '',
      member: ids.member ?? '',
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer()
    process.env.OPSAI_SMTP_URL = smtp.url
    resetServerConfig()
    resetMailer()
    await ensurePlanAndApplication(db())
    await ensureTestCatalogue(db())
    await updateApplicationBrand(
      db(),
      'hirameki_ai',
      { nameEn: 'Hirameki AI', senderName: 'ヒラメキ便り', supportEmail: 'help@hirameki.example' },
      {},
      TEST_ACTOR,
    )
    await createApplication(
      db(),
      { key: 'rival_ai', name: 'ライバルAI', themeKey: 'fortuna', defaultPlanId: 'standard' },
      TEST_ACTOR,
    )
    await updateApplicationBrand(
      db(),
      'rival_ai',
      { nameEn: 'Rival AI', senderName: 'ライバル通信' },
      {},
      TEST_ACTOR,
    )
    hirameki = await brandTenant('mail-acme', 'hirameki_ai', 'アクメ商事')
    rival = await brandTenant('mail-rival', 'rival_ai', 'ライバル工業')
    await mapDomain(
      db(),
      { hostname: 'acme-mail.example.test', tenantSlug: 'mail-acme', primary: true },
      TEST_ACTOR,
    )
    await markDomainVerified(db(), 'acme-mail.example.test', TEST_ACTOR)
  })

  afterAll(async () => {
    if (saved === undefined) delete process.env.OPSAI_SMTP_URL
    else process.env.OPSAI_SMTP_URL = saved
    resetServerConfig()
    resetMailer()
    await smtp.close()
  })

  const mailsTo = (email: string, since: number) =>
    smtp.messages.slice(since).filter((m) => m.to.includes(email))

  function expectBrand(mail: ReceivedMail | undefined, brand: 'hirameki' | 'rival') {
    expect(mail).toBeDefined()
    const all = `${mail?.subject}\n${mail?.body}`
    const [own, other] =
      brand === 'hirameki'
        ? [{ sender: 'ヒラメキ便り', name: /ヒラメキAI|Hirameki AI/ }, /ライバル|Rival/]
        : [{ sender: 'ライバル通信', name: /ライバルAI|Rival AI/ }, /ヒラメキ|Hirameki/]
    expect(mail?.fromHeader).toContain(own.sender)
    expect(all).toMatch(own.name)
    expect(all).not.toMatch(other)
    expect(all.toLowerCase()).not.toContain('opsai')
  }

  /** A settled chat turn and its usage event, as the chat service records them. */
  async function turn(world: World, who: string, chat: 'customchat' | 'chat', input: number, output: number) {
    const reservation = await reserve(db(), world.tenantId, {
      estimate: input + output,
      actor: `user:${who}`,
    })
    const settlement = await settle(db(), reservation, input + output)
    await threadsRepository(db(), world.tenantId).recordUsage({
      userId: who,
      chatKind: chat,
      keyword: chat === 'chat' ? 'default' : 'mail',
      threadId: `thread-${reservation.id}`,
      model: 'summary-model',
      usage: { inputTokens: input, outputTokens: output, totalTokens: input + output },
      chargedTokens: settlement.charged,
      idempotencyKey: `turn:${reservation.id}`,
    })
  }

  it('the low-balance alert reaches each owner once, in their language and their brand, and nobody else', async () => {
    const since = smtp.messages.length
    await updateBalanceAlerts(
      db(),
      { tenantId: hirameki.tenantId, userId: hirameki.owners.ja.id, role: 'owner' },
      { lowBalanceThreshold: 9_500, monthlySummary: true },
    )
    // The plan's 10,000 credits; two turns take 700 and cross 9,500 once.
    await turn(hirameki, hirameki.member, 'customchat', 300, 100)
    await turn(hirameki, hirameki.admin, 'chat', 250, 50)
    expect(await runJobsUntilIdle(db(), { now: new Date(), periodic: [] })).toBe(1)

    expect(smtp.messages.slice(since)).toHaveLength(2)
    const ja = mailsTo(hirameki.owners.ja.email, since)
    const en = mailsTo(hirameki.owners.en.email, since)
    expect(ja).toHaveLength(1)
    expect(en).toHaveLength(1)
    expectBrand(ja[0], 'hirameki')
    expectBrand(en[0], 'hirameki')
    expect(ja[0]?.subject).toBe('【ヒラメキAI】クレジット残高が 9,500 を下回りました（アクメ商事）')
    expect(ja[0]?.body).toContain('現在 9,300 クレジットです')
    expect(en[0]?.subject).toBe('アクメ商事: your Hirameki AI credit balance is below 9,500')
    expect(en[0]?.body).toContain('it is now 9,300 credits')
    // Each in one language: the Japanese owner's mail has no English sentences, and back.
    expect(ja[0]?.body).not.toContain('credit balance')
    expect(en[0]?.body).not.toMatch(/残高|クレジット/)
    // Links to the tenant's own host.
    expect(ja[0]?.body).toContain('http://acme-mail.example.test:3000/payment')
    // Running the queue again sends nothing more.
    await runJobsUntilIdle(db(), { now: new Date(), periodic: [] })
    expect(smtp.messages.slice(since)).toHaveLength(2)
  })

  it('a retried alert skips the owners already mailed', async () => {
    const since = smtp.messages.length
    await appendLedgerEntry(db(), hirameki.tenantId, {
      kind: 'additional_grant',
      amount: 5_000,
      idempotencyKey: 'mail-rearm',
      actor: TEST_ACTOR,
    })
    await turn(hirameki, hirameki.member, 'customchat', 5_000, 500)
    // As if an earlier attempt had mailed the Japanese owner before the SMTP server went away.
    await db().execute(
      sql`update background_jobs set payload = payload || ${JSON.stringify({ sent: [hirameki.owners.ja.id] })}::jsonb
          where kind = 'low_balance_alert' and state = 'queued' and tenant_id = ${hirameki.tenantId}`,
    )
    await runJobsUntilIdle(db(), { now: new Date(), periodic: [] })
    expect(smtp.messages.slice(since).map((mail) => mail.to[0])).toEqual([hirameki.owners.en.email])
  })

  it('the monthly summary: queued on the 1st from 09:00 Japan time, once, with the usage page’s figures', async () => {
    await turn(rival, rival.owners.ja.id, 'customchat', 1_200, 300)
    await turn(rival, rival.member, 'chat', 400, 100)
    await turn(rival, rival.member, 'chat', 150, 50)
    const quiet = await brandTenant('mail-quiet', 'hirameki_ai', '静かな会社')
    await updateBalanceAlerts(
      db(),
      { tenantId: quiet.tenantId, userId: quiet.owners.ja.id, role: 'owner' },
      { lowBalanceThreshold: null, monthlySummary: false },
    )
    const paused = await brandTenant('mail-paused', 'hirameki_ai', '休止中の会社')
    await setTenantStatus(db(), 'mail-paused', 'suspended', TEST_ACTOR)

    const thisMonth = presetRange('this-month', new Date())
    const month = thisMonth.from.slice(0, 7)
    const first = startOfNextJapanMonth(new Date())
    const summaryJobs = async () => {
      const result = await db().execute(
        sql`select count(*)::int as count from background_jobs where kind = ${MONTHLY_USAGE_SUMMARY.kind}`,
      )
      return rowsOf<{ count: number }>(result)[0]?.count ?? 0
    }
    const since = smtp.messages.length
    // 08:30 in Japan on the 1st: not yet.
    // The month's plan grants and the nightly jobs run earlier in the morning; the summary does not.
    await runJobsUntilIdle(db(), { now: new Date(first.getTime() + 8.5 * 3_600_000) })
    expect(await summaryJobs()).toBe(0)
    expect(smtp.messages.length).toBe(since)

    const nineThirty = new Date(first.getTime() + 9.5 * 3_600_000)
    await runJobsUntilIdle(db(), { now: nineThirty })
    expect(await summaryJobs()).toBeGreaterThan(0)
    const sent = smtp.messages.slice(since)
    const recipients = sent.flatMap((mail) => mail.to).sort()
    expect(recipients).toEqual(
      [
        hirameki.owners.ja.email,
        hirameki.owners.en.email,
        rival.owners.ja.email,
        rival.owners.en.email,
      ].sort(),
    )
    for (const excluded of [quiet, paused]) {
      expect(recipients).not.toContain(excluded.owners.ja.email)
    }
    // Another server ticking later the same morning sends nothing more.
    await runJobsUntilIdle(db(), { now: new Date(nineThirty.getTime() + 3_600_000) })
    expect(smtp.messages.length).toBe(since + 4)

    // The figures are the usage page's for the month.
    const summary = await loadUsageSummary(db(), rival.tenantId, month)
    const { from, to } = monthFilter(rival.tenantId, month)
    const rivalOwner = { tenantId: rival.tenantId, userId: rival.owners.ja.id, role: 'owner' as const }
    const page = await loadUsage(db(), rivalOwner, { preset: 'custom', from, to })
    expect(summary.creditsUsed).toBe(page.ledgerCharged)
    expect(summary.creditsUsed).toBe(2_200)
    expect(summary.turns).toBe(page.totals.turns)
    expect(summary.inputTokens + summary.outputTokens).toBe(page.totals.tokens)
    expect({ input: summary.inputTokens, output: summary.outputTokens }).toEqual({
      input: 1_750,
      output: 450,
    })
    expect(summary.topChats.map((chat) => chat.credits)).toEqual(
      page.byChat.map((chat) => chat.charged).sort((a, b) => b - a),
    )
    expect(summary.topMembers).toEqual(
      page.byUser
        .map((row) => ({ userId: row.userId, name: row.name, email: row.email, credits: row.charged }))
        .sort((a, b) => b.credits - a.credits),
    )
    expect(summary.balance).toBe(page.balance.balance)

    const [ja] = mailsTo(rival.owners.ja.email, since)
    const [en] = mailsTo(rival.owners.en.email, since)
    expectBrand(ja, 'rival')
    expectBrand(en, 'rival')
    const monthJa = new Intl.DateTimeFormat('ja', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${month}-15T00:00:00Z`),
    )
    expect(ja?.subject).toBe(`【ライバルAI】${monthJa}のご利用状況（ライバル工業）`)
    for (const figure of ['2,200 クレジット', '1,750', '450', 'メール作成', '1,500 クレジット', 'チャット']) {
      expect(ja?.body).toContain(figure)
    }
    expect(ja?.body).toContain(`${summary.balance.toLocaleString('en-US')} クレジット`)
    expect(ja?.body).toContain('スタンダード（月間 10,000 クレジット）')
    expect(en?.subject).toMatch(/^ライバル工業: your Rival AI usage in \w+ \d{4}$/)
    expect(en?.body).toContain('2,200 credits')
    expect(en?.body).not.toMatch(/ご利用|クレジット/)
    // The month on the tenant's own host (no domain mapped: the deployment's base URL).
    expect(en?.body).toContain(`http://localhost:3000/usageSituation?from=${from}&amp;to=${to}`)
    const [acmeJa] = mailsTo(hirameki.owners.ja.email, since)
    expectBrand(acmeJa, 'hirameki')
    expect(acmeJa?.body).toContain('http://acme-mail.example.test:3000/usageSituation?from=')
  })
})
