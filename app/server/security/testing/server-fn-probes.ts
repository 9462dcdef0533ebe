/**
 * How to call each server function as a member of tenant A with tenant B's ids (isolation), and
 * the valid input its hostile property test starts from. Keys are `file#name` as inventory.ts
 * finds `createServerFn(` in the code; the inventory test fails for one missing here.
 */
import fc from 'fast-check'
import { decodedBody, type ServerFnHostile } from './hostile-checks'
import { hostileObject, hostileString } from './hostile-values'
import type { InProcessServerFn } from './in-process-server-fn'
import type { Caller, Expectation } from './probe-types'
import type { SecurityWorld } from './two-tenant-world'

export interface ServerFnCall {
  caller: Caller
  data?: unknown
  /** The Host the request was sent to (a tenant's domain). */
  host?: string
  expect: Expectation
  /** Statuses that mean "refused" here besides 401/403/404 (e.g. a wrong password's 400). */
  refusedWith?: number[]
  /**
   * What any visitor of `host` is shown (the site's own tenant and theme) is public there: only
   * what A's caller sees beyond an anonymous visitor counts as a leak.
   */
  publicForHost?: boolean
}

export interface ServerFnProbe {
  /** How to reach the function from its module; default: the export of that name. */
  resolve?: (module: Record<string, unknown>) => InProcessServerFn
  isolation: (world: SecurityWorld) => ServerFnCall[]
  hostile: (world: SecurityWorld) => ServerFnHostile
}

const refused = (caller: Caller, data?: unknown, refusedWith?: number[]): ServerFnCall => ({
  caller,
  data,
  expect: 'refused',
  refusedWith,
})
const own = (caller: Caller, data?: unknown, host?: string): ServerFnCall => ({
  caller,
  data,
  host,
  expect: 'own',
})

/** A console function: every tenant role of A is refused, whatever B's ids it names. */
function consoleOnly(
  data: (world: SecurityWorld) => unknown,
  hostile: Record<string, unknown> | string = {},
): ServerFnProbe {
  return {
    isolation: (w) => (['a.owner', 'a.admin', 'a.member'] as const).map((caller) => refused(caller, data(w))),
    hostile: () => ({ caller: 'admin', data: hostile }),
  }
}

/** A read of the caller's own page: nothing of B's in it, whatever B ids ride along. */
function ownRead(hostile: Record<string, unknown> = {}): ServerFnProbe {
  return {
    isolation: (w) => [
      own('a.owner', { tenantId: w.b.tenantId, userId: w.b.users.owner.id }),
      own('a.member', { tenantId: w.b.tenantId }),
    ],
    hostile: () => ({ caller: 'a.owner', data: hostile }),
  }
}

const catalogueCall = (module: Record<string, unknown>): InProcessServerFn =>
  Object.assign(
    (options?: { data?: unknown }) => {
      const request = (options?.data ?? {}) as { operation?: unknown; input?: unknown }
      const call = module.callAdminCatalogue as (operation: unknown, input: unknown) => Promise<unknown>
      return call(request.operation, request.input)
    },
    { method: 'POST' },
  )

/** Each catalogue operation with a valid input (B's chat, for the isolation probes too). */
function catalogueInputs(w: SecurityWorld): Record<string, Record<string, unknown>> {
  const custom = { console: 'customchats' }
  const faq = { console: 'faqchats', chatId: 'test-faq' }
  const chat = { keyword: 'probe-chat', name: 'Probe chat', categoryId: null, description: '', prompt: 'p' }
  return {
    'categories.list': { q: 'a', page: 0, size: 20 },
    'categories.options': {},
    'categories.create': { id: 'probe-category', name: 'Probe', description: '' },
    'categories.update': { id: 'security-shared-category', name: 'Shared category', description: '' },
    'categories.move': { id: 'security-shared-category', direction: 'down' },
    'categories.delete': { id: 'probe-category' },
    'chats.list': { ...custom, q: 'a', kind: 'custom', category: 'security-shared-category', enabled: true },
    'chats.get': { ...custom, id: w.b.onlyChat.id },
    'chats.create': { ...custom, kind: 'custom', ...chat },
    'chats.update': { ...custom, id: w.b.onlyChat.id, ...chat, keyword: w.b.onlyChat.keyword },
    'chats.delete': { ...custom, id: 'probe-chat' },
    'chats.tenants': { ...custom, chatId: w.b.onlyChat.id, q: 'sec' },
    'chats.setTenant': { ...custom, chatId: w.b.onlyChat.id, tenantId: w.a.tenantId, enabled: false },
    'faq.entries': { ...faq },
    'faq.add': { ...faq, question: '質問', answer: '回答' },
    'faq.update': { ...faq, position: 0, question: '質問', answer: '回答' },
    'faq.delete': { ...faq, position: 99 },
    'faq.move': { ...faq, position: 0, to: 1 },
    'faq.import': { ...faq, csv: 'question,answer\n質問,回答\n', mode: 'append' },
    'faq.export': { ...faq },
    'faq.test': { ...faq, question: '有給休暇' },
  }
}

/** Any operation, its input kept, broken or replaced; now and then an operation that is none. */
function hostileCatalogueCalls(w: SecurityWorld): fc.Arbitrary<unknown> {
  const operations = Object.entries(catalogueInputs(w)).map(([operation, input]) =>
    hostileObject(input).map((built) => ({ operation, input: decodedBody(built) })),
  )
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...operations) },
    { weight: 1, arbitrary: fc.record({ operation: hostileString, input: fc.constant({}) }) },
  )
}

/** B's knowledge named from A: every base and document function answers "not found". */
const knowledgeOf = (w: SecurityWorld) => w.b.knowledge
const KNOWLEDGE = 'features/knowledge/knowledge.functions.ts'
/** A change to one document: B's, named through B's base or through A's own, is not found. */
const documentChange = (): ServerFnProbe => ({
  isolation: (w) => [
    refused('a.owner', { baseId: knowledgeOf(w).baseId, documentId: knowledgeOf(w).documentId }),
    refused('a.owner', { baseId: w.a.knowledge.baseId, documentId: knowledgeOf(w).documentId }),
  ],
  hostile: (w) => ({
    caller: 'a.owner',
    data: { baseId: w.a.knowledge.baseId, documentId: 'no-such-document' },
  }),
})
const knowledgeProbes: Record<string, ServerFnProbe> = {
  [`${KNOWLEDGE}#getKnowledgeOverview`]: ownRead(),
  [`${KNOWLEDGE}#getAttachableChats`]: ownRead(),
  [`${KNOWLEDGE}#createKnowledgeBaseFn`]: {
    // A base is made in the caller's own tenant, whatever B's ids ride along.
    isolation: (w) => [own('a.owner', { name: 'probe base', description: '', tenantId: w.b.tenantId })],
    hostile: () => ({ caller: 'a.owner', data: { name: 'probe base', description: 'about' } }),
  },
  [`${KNOWLEDGE}#deleteKnowledgeBaseFn`]: {
    isolation: (w) => [refused('a.owner', { baseId: knowledgeOf(w).baseId })],
    hostile: () => ({ caller: 'a.owner', data: { baseId: 'no-such-base' } }),
  },
  [`${KNOWLEDGE}#setKnowledgeBaseChatFn`]: {
    isolation: (w) => [
      refused('a.owner', { baseId: knowledgeOf(w).baseId, chat: 'custom:mail', attached: false }),
      refused(
        'a.owner',
        { baseId: w.a.knowledge.baseId, chat: `custom:${w.b.onlyChat.keyword}`, attached: true },
        [400],
      ),
    ],
    hostile: (w) => ({
      caller: 'a.owner',
      data: { baseId: w.a.knowledge.baseId, chat: 'custom:mail', attached: true },
    }),
  },
  [`${KNOWLEDGE}#listKnowledgeDocumentsFn`]: {
    isolation: (w) => [refused('a.owner', { baseId: knowledgeOf(w).baseId })],
    hostile: (w) => ({ caller: 'a.owner', data: { baseId: w.a.knowledge.baseId } }),
  },
  [`${KNOWLEDGE}#deleteKnowledgeDocumentFn`]: documentChange(),
  [`${KNOWLEDGE}#reprocessKnowledgeDocumentFn`]: documentChange(),
  [`${KNOWLEDGE}#searchKnowledgeBaseFn`]: {
    isolation: (w) => [refused('a.owner', { baseId: knowledgeOf(w).baseId, question: '規程' })],
    hostile: (w) => ({ caller: 'a.owner', data: { baseId: w.a.knowledge.baseId, question: '有給休暇' } }),
  },
  [`${KNOWLEDGE}#getKnowledgeDocumentFn`]: {
    isolation: (w) =>
      [knowledgeOf(w).documentId, knowledgeOf(w).attachmentId, knowledgeOf(w).stagedId].flatMap(
        (documentId) => [refused('a.owner', { documentId }), refused('a.member', { documentId })],
      ),
    hostile: (w) => ({ caller: 'a.member', data: { documentId: w.a.knowledge.documentId } }),
  },
}

export const serverFnProbes: Record<string, ServerFnProbe> = {
  'features/account/account-queries.functions.ts#getAccountPage': ownRead(),
  'features/account/account-queries.functions.ts#getMyPreferences': ownRead(),
  'features/account/account.functions.ts#renameUser': {
    isolation: (w) => [own('a.member', { name: 'A member', userId: w.b.users.owner.id })],
    hostile: () => ({ caller: 'a.member', data: { name: '山田' } }),
  },
  'features/account/account.functions.ts#saveLocale': {
    isolation: (w) => [own('a.member', { locale: 'en', userId: w.b.users.owner.id })],
    hostile: () => ({ caller: 'a.member', data: { locale: 'ja' } }),
  },
  'features/account/account.functions.ts#saveChatFont': {
    isolation: (w) => [own('a.member', { font: null, userId: w.b.users.owner.id })],
    hostile: () => ({ caller: 'a.member', data: { font: null } }),
  },
  'features/account/account.functions.ts#saveTimeZone': {
    isolation: (w) => [own('a.member', { timeZone: 'Europe/London', userId: w.b.users.owner.id })],
    hostile: () => ({ caller: 'a.member', data: { timeZone: 'Asia/Tokyo' } }),
  },
  'features/account/account.functions.ts#requestEmailChange': {
    // B's address: the same answer as any other (the form reveals no one's address), nothing of B's changes.
    isolation: (w) => [own('a.member', { newEmail: w.b.users.owner.email })],
    hostile: () => ({ caller: 'a.member', data: { newEmail: 'new-address@example.test' } }),
  },
  'features/account/account.functions.ts#confirmEmailChange': {
    isolation: (w) => [refused('a.owner', { token: w.b.emailChangeToken }, [400])],
    hostile: (w) => ({ caller: 'a.owner', data: { token: w.a.emailChangeToken } }),
  },
  'features/account/account.functions.ts#changePassword': {
    isolation: (w) => [
      refused(
        'a.member',
        { currentPassword: 'wrong', newPassword: 'Attacker-Passw0rd!', userId: w.b.users.owner.id },
        [400],
      ),
    ],
    hostile: () => ({
      caller: 'a.member',
      data: { currentPassword: 'not-it', newPassword: 'Another-Passw0rd!', revokeOtherSessions: false },
    }),
  },
  'features/account/account.functions.ts#revokeSession': {
    isolation: (w) =>
      [...Object.values(w.b.users).map((member) => member.sessionId), w.b.otherSessionId].map((id) =>
        refused('a.owner', { id }),
      ),
    hostile: (w) => ({ caller: 'a.owner', data: { id: w.a.otherSessionId } }),
  },
  'features/account/account.functions.ts#revokeOtherSessions': {
    isolation: (w) => [own('a.member', { userId: w.b.users.owner.id })],
    hostile: () => ({ caller: 'a.member', data: {} }),
  },
  'features/account/account.functions.ts#createApiToken': {
    isolation: (w) => [
      own('a.member', { name: 'script', userId: w.b.users.owner.id, tenantId: w.b.tenantId }),
    ],
    hostile: () => ({ caller: 'a.member', data: { name: 'スクリプト' } }),
  },
  'features/account/account.functions.ts#revokeApiToken': {
    isolation: (w) => [refused('a.owner', { id: w.b.apiTokenId })],
    hostile: (w) => ({ caller: 'a.owner', data: { id: w.a.apiTokenId } }),
  },
  'features/admin-applications/admin-applications.functions.ts#getAdminApplications': consoleOnly((w) => ({
    q: w.b.slug,
  })),
  'features/admin-audit/admin-audit.functions.ts#getAdminAudit': consoleOnly((w) => ({ tenant: w.b.slug }), {
    tenant: 'x',
    from: '2026-01-01',
    to: '2026-01-31',
    page: 1,
    size: 20,
  }),
  'features/admin-catalogue/admin-catalogue.functions.ts#adminCatalogueFn': {
    resolve: catalogueCall,
    isolation: (w) =>
      Object.entries(catalogueInputs(w)).flatMap(([operation, input]) =>
        (['a.owner', 'a.member'] as const).map((caller) => refused(caller, { operation, input })),
      ),
    // Every operation gets its share: eight times the usual runs for 21 operations.
    hostile: (w) => ({ caller: 'admin', arbitrary: hostileCatalogueCalls(w), runs: 8 }),
  },
  'features/admin-overview/admin-overview.functions.ts#getAdminOverview': consoleOnly(() => undefined),
  'features/admin-plans/admin-plans.functions.ts#getAdminPlans': consoleOnly(() => ({ q: 'standard' })),
  'features/admin-preview/admin-preview.functions.ts#getPreviewBrands': consoleOnly(() => ({})),
  'features/admin-preview/admin-preview.functions.ts#getPreviewTenants': consoleOnly(
    (w) => ({ query: w.b.slug }),
    {
      query: 'sec',
    },
  ),
  'features/admin-preview/admin-preview.functions.ts#getTenantPreview': consoleOnly(
    (w) => ({ tenantId: w.b.tenantId }),
    { tenantId: 'x' },
  ),
  'features/admin-purchases/admin-purchases.functions.ts#getAdminPurchases': consoleOnly(
    (w) => ({ tenant: w.b.tenantId }),
    {
      status: 'pending',
      tenant: 'x',
      page: 0,
      pageSize: 25,
    },
  ),
  'features/admin-system/admin-system.functions.ts#getAdminSystem': consoleOnly(() => undefined),
  'features/admin-system/maintenance-notice.functions.ts#getMaintenanceNotice': ownRead(),
  'features/admin-tenants/admin-choices.functions.ts#searchAdminChoices': consoleOnly(
    (w) => ({ kind: 'tenant', q: w.b.slug }),
    { kind: 'tenant', q: 'sec' },
  ),
  'features/admin-tenants/admin-tenants-queries.functions.ts#getAdminTenants': consoleOnly(
    (w) => ({ q: w.b.slug }),
    {
      q: 'sec',
      status: 'active',
      sort: 'slug',
      page: 1,
      size: 25,
    },
  ),
  'features/admin-tenants/admin-tenants-queries.functions.ts#getAdminTenantDetail': consoleOnly(
    (w) => w.b.slug,
    'sec-a',
  ),
  'features/admin-tenants/admin-tenants.functions.ts#createAdminTenant': consoleOnly(
    () => ({ slug: 'evil-tenant', name: 'Evil', applicationKey: 'hirameki_ai', planId: 'standard' }),
    { slug: 'probe-tenant', name: 'Probe', applicationKey: 'hirameki_ai', planId: 'standard' },
  ),
  'features/admin-tenants/admin-tenants.functions.ts#updateAdminTenant': consoleOnly(
    (w) => ({ slug: w.b.slug, name: 'Stolen', planId: 'zero' }),
    { slug: 'x', name: 'Renamed' },
  ),
  'features/admin-tenants/admin-tenants.functions.ts#setAdminTenantStatus': consoleOnly(
    (w) => ({ slug: w.b.slug, status: 'suspended' }),
    { slug: 'x', status: 'active' },
  ),
  'features/admin-tenants/admin-tenants.functions.ts#mapAdminTenantDomain': consoleOnly(
    (w) => ({ tenantSlug: w.a.slug, hostname: w.b.hostname }),
    { tenantSlug: 'x', hostname: 'probe.security.test' },
  ),
  'features/admin-tenants/admin-tenants.functions.ts#unmapAdminTenantDomain': consoleOnly(
    (w) => ({ tenantSlug: w.b.slug, hostname: w.b.hostname }),
    { tenantSlug: 'x', hostname: 'probe.security.test' },
  ),
  'features/admin-tokens/admin-tokens.functions.ts#getGrantHistory': consoleOnly(
    (w) => ({ tenant: w.b.slug }),
    {
      tenant: 'x',
      page: 0,
      pageSize: 25,
      sort: 'createdAt',
      direction: 'desc',
    },
  ),
  'features/admin-usage/admin-usage.functions.ts#getTotalUsage': consoleOnly(
    () => ({ application: 'hirameki_ai' }),
    {
      preset: 'this-month',
      application: 'hirameki_ai',
      page: 0,
      pageSize: 25,
    },
  ),
  'features/admin-users/admin-users.functions.ts#getAdminUsers': consoleOnly((w) => ({ tenant: w.b.slug }), {
    q: 'a',
    tenant: 'x',
    page: 1,
  }),
  'features/auth/register.functions.ts#registerTenant': {
    // B's owner's address is taken: refused without saying by whom.
    isolation: (w) => [
      refused(
        'anonymous',
        {
          email: w.b.users.owner.email,
          password: 'Evil-Passw0rd!',
          organization: 'Evil',
          name: 'Evil',
          signIn: false,
          tenantId: w.b.tenantId,
        },
        [200, 400, 409],
      ),
    ],
    hostile: () => ({
      caller: 'anonymous',
      data: {
        email: 'probe@example.test',
        password: 'Probe-Passw0rd!',
        organization: '株式会社プローブ',
        name: 'プローブ',
        signIn: false,
      },
    }),
  },
  'features/auth/registration-status.functions.ts#getRegistrationStatus': ownRead(),
  'features/auth/session.functions.ts#getSessionInfo': ownRead(),
  'features/bootstrap/bootstrap.functions.ts#getBootstrap': ownRead(),
  'features/category-settings/category-settings.functions.ts#getCategorySettings': ownRead(),
  // Only the refusal of this very request (null outside one): nothing of any tenant's settings.
  'features/network-access/network-refusal.functions.ts#getNetworkRefusal': ownRead(),
  // The caller's own two-factor state (ADR 036).
  'features/two-factor/two-factor.functions.ts#getTwoFactorStatus': ownRead(),
  'features/category-settings/category-settings.functions.ts#saveCategorySettingsFn': {
    // A layout naming B's own chat is not A's layout: refused as out of date (409).
    isolation: (w) => [
      refused(
        'a.owner',
        {
          categories: [
            {
              id: 'security-shared-category',
              hidden: false,
              chats: [{ id: w.b.onlyChat.id, hidden: false }],
            },
          ],
          others: [],
        },
        [409],
      ),
    ],
    hostile: () => ({ caller: 'a.owner', data: { categories: [], others: [] } }),
  },
  'features/category-settings/category-settings.functions.ts#resetCategorySettingsFn': {
    isolation: (w) => [own('a.owner', { tenantId: w.b.tenantId })],
    hostile: () => ({ caller: 'a.owner', data: {} }),
  },
  'features/chat/chat-page.functions.ts#getChatPage': {
    isolation: (w) => [
      refused('a.owner', { kind: 'customchat', keyword: w.b.onlyChat.keyword }),
      ...w.b.threadIds.flatMap((threadId) => [
        refused('a.owner', { kind: 'chat', keyword: 'default', threadId }),
        refused('a.owner', { kind: 'customchat', keyword: w.b.onlyChat.keyword, threadId }),
      ]),
    ],
    hostile: (w) => ({
      caller: 'a.owner',
      data: { kind: 'chat', keyword: 'default', threadId: w.a.threadIds[0] },
    }),
  },
  'features/dashboard/dashboard.functions.ts#getDashboard': {
    isolation: (w) =>
      [7, 30, 90].map((days) =>
        refused('a.owner', {
          kind: 'customchat',
          keyword: w.b.onlyChat.keyword,
          chatId: w.b.onlyChat.id,
          days,
        }),
      ),
    hostile: () => ({
      caller: 'a.owner',
      data: { kind: 'customchat', keyword: 'mail', chatId: 'test-custom', days: 7 },
    }),
  },
  'features/home/home.functions.ts#getHome': ownRead(),
  'features/payment/payment.functions.ts#getPaymentPage': ownRead(),
  'features/payment/balance-alerts.functions.ts#getBalanceAlerts': ownRead(),
  'features/team/invitation.functions.ts#getInvitationPage': {
    isolation: (w) => [refused('a.owner', w.b.invitationId)],
    hostile: (w) => ({ caller: 'anonymous', data: w.a.invitationToken }),
  },
  'features/team/team.functions.ts#getTeamPage': ownRead(),
  'features/branding/brand.functions.ts#getRequestBrand': {
    // A host's brand is public there; A's session must not bring B's tenant name or logo.
    isolation: (w) => [
      { ...own('a.member', {}, w.b.hostname), publicForHost: true },
      { ...own('a.member', { aiType: 'hirameki_ai' }, w.b.hostname), publicForHost: true },
    ],
    hostile: () => ({ caller: 'a.member', data: { aiType: 'hirameki_ai' } }),
  },
  'features/theme/theme.functions.ts#getRequestHostTenant': {
    // A domain's tenant is public (anyone may open B's site); A's session must not switch to B's tenant.
    isolation: (w) => [{ ...own('a.member', undefined, w.b.hostname), publicForHost: true }],
    hostile: () => ({ caller: 'a.member', data: {} }),
  },
  'features/theme/theme-catalogue.functions.ts#getThemeCatalogue': consoleOnly(() => undefined),
  'features/shell/tenant-role.functions.ts#getTenantRole': ownRead(),
  'features/usage/usage.functions.ts#getUsage': ownRead({
    preset: 'this-month',
    from: '2026-01-01',
    to: '2026-01-31',
  }),
  'i18n/locale.functions.ts#getLocale': ownRead(),
  'features/widget-frame/widget-frame.functions.ts#getFrameWidget': {
    // A widget's frame is public on its own tenant's host (its greeting and look, ADR 040); on
    // another host it is refused, and A's session brings nothing of B's either way.
    isolation: (w) => [
      own('a.member', { id: w.b.widgetId }),
      { ...own('a.member', { id: w.b.widgetId }, w.b.hostname), publicForHost: true },
    ],
    hostile: (w) => ({ caller: 'anonymous', data: { id: w.a.widgetId } }),
  },
  ...knowledgeProbes,
}
