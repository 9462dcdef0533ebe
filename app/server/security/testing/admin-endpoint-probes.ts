/**
 * The system administrator's JSON API (`/api/admin/**` and the invoice decision): every tenant
 * role of A is refused (403), whatever ids of B it names; the hostile input is sent by the
 * administrator, so the validation behind the session check runs too.
 */

import { consoleLifecycleProbes } from './lifecycle-endpoint-probes'
import { consoleMaskingProbes } from './masking-endpoint-probes'
import { adminOnly, type EndpointProbe, type ProbeParts } from './probe-types'
import { consoleSamlProbes } from './saml-endpoint-probes'

const plan = {
  name: 'Evil plan',
  monthlyTokens: 1_000_000_000,
  priceJpy: 0,
  maxUsers: null,
  maxChats: null,
  position: 0,
}

export const adminEndpointProbes: Record<string, EndpointProbe> = {
  ...consoleLifecycleProbes,
  ...consoleMaskingProbes,
  ...consoleSamlProbes,
  'GET /api/admin/applications': {
    isolation: adminOnly((w) => [{ query: { q: w.b.slug } }]),
    hostile: () => ({
      caller: 'admin',
      query: { q: 'hira', page: '0', size: '20', sort: 'name', dir: 'asc' },
    }),
  },
  'POST /api/admin/applications': {
    isolation: adminOnly(() => [{ body: { key: 'evil_ai', name: 'Evil', themeKey: 'opsai' } }]),
    hostile: () => ({ caller: 'admin', body: { key: 'probe_ai', name: 'Probe', themeKey: 'opsai' } }),
  },
  'PATCH /api/admin/applications/$key': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' }, body: { defaultPlanId: 'zero' } }]),
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai' }, body: { name: 'ヒラメキAI' } }),
  },
  'DELETE /api/admin/applications/$key': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' } }]),
    // In use by the tenants: a valid key is refused (409), a hostile one not found.
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai' } }),
  },
  'GET /api/admin/model-prices/$scope': {
    isolation: adminOnly(() => [{ params: { scope: 'hirameki_ai' } }, { params: { scope: 'default' } }]),
    hostile: () => ({ caller: 'admin', params: { scope: 'hirameki_ai' } }),
  },
  'PUT /api/admin/model-prices/$scope': {
    isolation: adminOnly(() => [
      { params: { scope: 'default' }, body: { model: '*', inputCreditsPer1k: 0, outputCreditsPer1k: 0 } },
    ]),
    hostile: () => ({
      caller: 'admin',
      params: { scope: 'hirameki_ai' },
      body: { model: 'probe-model', inputCreditsPer1k: 1.5, outputCreditsPer1k: 2 },
    }),
  },
  'DELETE /api/admin/model-prices/$scope': {
    isolation: adminOnly(() => [{ params: { scope: 'default' }, query: { model: '*' } }]),
    hostile: () => ({ caller: 'admin', params: { scope: 'hirameki_ai' }, query: { model: 'probe-model' } }),
  },
  'GET /api/admin/applications/$key/brand': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' } }]),
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai' } }),
  },
  'PATCH /api/admin/applications/$key/brand': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai' }, body: { nameEn: 'Evil' } }]),
    hostile: () => ({
      caller: 'admin',
      params: { key: 'hirameki_ai' },
      body: {
        nameEn: 'Hirameki AI',
        supportEmail: 'support@hirameki.example',
        termsUrl: 'https://hirameki.example/t',
      },
    }),
  },
  'PUT /api/admin/applications/$key/brand/$picture': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai', picture: 'logo' } }]),
    // The body is the file: a hostile one is anything but an image.
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai', picture: 'logo' } }),
  },
  'DELETE /api/admin/applications/$key/brand/$picture': {
    isolation: adminOnly(() => [{ params: { key: 'hirameki_ai', picture: 'logo' } }]),
    hostile: () => ({ caller: 'admin', params: { key: 'hirameki_ai', picture: 'favicon' } }),
  },
  'GET /api/admin/tenants/$id/brand': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'PATCH /api/admin/tenants/$id/brand': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId }, body: { brandName: 'Stolen' } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId }, body: { brandName: 'ひらめきナビ' } }),
  },
  'PUT /api/admin/tenants/$id/brand/logo': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'DELETE /api/admin/tenants/$id/brand/logo': {
    isolation: adminOnly((w) => [{ params: { id: w.b.tenantId } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.a.tenantId } }),
  },
  'GET /api/admin/plans': {
    isolation: adminOnly(() => [{}]),
    hostile: () => ({ caller: 'admin', query: { q: 'st', page: '0', size: '20', sort: 'name', dir: 'asc' } }),
  },
  'POST /api/admin/plans': {
    isolation: adminOnly(() => [{ body: { id: 'evil', ...plan } }]),
    hostile: () => ({ caller: 'admin', body: { id: 'probe', ...plan } }),
  },
  'PUT /api/admin/plans/$id': {
    isolation: adminOnly(() => [{ params: { id: 'standard' }, body: plan }]),
    hostile: () => ({ caller: 'admin', params: { id: 'standard' }, body: { ...plan, name: 'スタンダード' } }),
  },
  'DELETE /api/admin/plans/$id': {
    isolation: adminOnly(() => [{ params: { id: 'standard' } }]),
    hostile: () => ({ caller: 'admin', params: { id: 'standard' } }),
  },
  'POST /api/admin/purchases/refund': {
    isolation: adminOnly((w) => [
      { body: { tenantId: w.b.tenantId, purchaseId: w.b.confirmedPurchaseId, reason: 'probe' } },
      { body: { tenantId: w.a.tenantId, purchaseId: w.b.confirmedPurchaseId, reason: 'probe' } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      body: { tenantId: w.a.tenantId, purchaseId: w.a.pendingPurchaseId, reason: 'probe' },
    }),
  },
  'GET /api/admin/system/settings': {
    isolation: adminOnly(() => [{}]),
    hostile: () => ({ caller: 'admin', query: { probe: 'x' } }),
  },
  'PUT /api/admin/system/settings': {
    isolation: adminOnly(() => [{ body: { registrationOpen: false } }]),
    hostile: () => ({
      caller: 'admin',
      body: {
        registrationOpen: true,
        defaultApplication: 'hirameki_ai',
        maintenanceJa: '',
        maintenanceEn: '',
      },
    }),
  },
  'POST /api/admin/tokens/grant': {
    isolation: adminOnly((w) => [
      { body: { tenant: w.a.slug, amount: 1_000_000, reason: 'probe', submissionId: 'probe-self-grant' } },
      { body: { tenant: w.b.slug, amount: 1, reason: 'probe', submissionId: 'probe-other-grant' } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      body: { tenant: w.a.slug, amount: 10, reason: 'probe', submissionId: 'probe-grant-0001' },
    }),
  },
  'GET /api/admin/usage/csv': {
    isolation: adminOnly((w) => [{ query: { application: 'hirameki_ai', tenant: w.b.slug } }]),
    hostile: () => ({
      caller: 'admin',
      query: { preset: 'this-month', lang: 'ja', application: 'hirameki_ai' },
    }),
  },
  'GET /api/admin/users': {
    isolation: adminOnly((w): ProbeParts[] => [
      { query: { tenant: w.b.slug } },
      { query: { q: w.b.marker } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      query: {
        q: 'a',
        tenant: w.a.slug,
        role: 'member',
        banned: 'false',
        sort: 'name',
        dir: 'asc',
        page: '0',
        size: '20',
      },
    }),
  },
  'POST /api/admin/users': {
    isolation: adminOnly((w) => [
      { body: { tenantId: w.b.tenantId, role: 'owner', name: 'Evil', email: 'evil@example.test' } },
      { body: { tenantId: null, name: 'Evil admin', email: 'evil-admin@example.test' } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      body: { tenantId: w.a.tenantId, role: 'member', name: 'Probe', email: 'probe@example.test' },
    }),
  },
  'PATCH /api/admin/users/$id': {
    isolation: adminOnly((w) => [
      { params: { id: w.b.users.owner.id }, body: { email: 'evil@example.test' } },
    ]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id }, body: { name: 'Renamed' } }),
  },
  'POST /api/admin/users/$id/ban': {
    isolation: adminOnly((w) => [{ params: { id: w.b.users.owner.id }, body: { reason: 'probe' } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id }, body: { reason: 'probe' } }),
  },
  'DELETE /api/admin/users/$id/ban': {
    isolation: adminOnly((w) => [{ params: { id: w.b.users.owner.id } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id } }),
  },
  // Recovery of a user's two-factor authentication (ADR 036): 409 when the user has none.
  'POST /api/admin/users/$id/two-factor/reset': {
    isolation: adminOnly((w) => [{ params: { id: w.b.users.owner.id } }]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id } }),
  },
  'POST /api/admin/users/$id/password': {
    isolation: adminOnly((w) => [
      { params: { id: w.b.users.owner.id }, body: { password: 'Attacker-Passw0rd!' } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      params: { id: w.b.users.member.id },
      body: { password: 'Another-Passw0rd!' },
    }),
  },
  'PUT /api/admin/users/$id/role': {
    isolation: adminOnly((w) => [
      { params: { id: w.b.users.owner.id }, body: { role: 'member' } },
      { params: { id: w.a.users.member.id }, body: { role: 'owner' } },
    ]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id }, body: { role: 'member' } }),
  },
  'PUT /api/admin/users/$id/system-admin': {
    isolation: adminOnly((w) => [
      { params: { id: w.a.users.owner.id }, body: { systemAdmin: true } },
      { params: { id: w.b.users.owner.id }, body: { systemAdmin: true } },
    ]),
    hostile: (w) => ({ caller: 'admin', params: { id: w.b.users.member.id }, body: { systemAdmin: false } }),
  },
  'POST /api/payment/admin/decision': {
    isolation: adminOnly((w) => [
      { body: { tenantId: w.b.tenantId, purchaseId: w.b.pendingPurchaseId, decision: 'reject', note: '' } },
      // Confirming one's own invoice would credit tokens unpaid.
      { body: { tenantId: w.a.tenantId, purchaseId: w.a.pendingPurchaseId, decision: 'confirm', note: '' } },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      body: { tenantId: w.a.tenantId, purchaseId: w.a.pendingPurchaseId, decision: 'reject', note: 'probe' },
    }),
  },
  'POST /api/payment/admin/plan-decision': {
    isolation: adminOnly((w) => [
      {
        body: {
          tenantId: w.b.tenantId,
          planChangeId: w.b.pendingPlanChangeId,
          decision: 'reject',
          note: 'x',
        },
      },
      // Confirming one's own plan change would raise the plan unpaid.
      {
        body: {
          tenantId: w.a.tenantId,
          planChangeId: w.a.pendingPlanChangeId,
          decision: 'confirm',
          note: '',
        },
      },
    ]),
    hostile: (w) => ({
      caller: 'admin',
      body: {
        tenantId: w.a.tenantId,
        planChangeId: w.a.pendingPlanChangeId,
        decision: 'reject',
        note: 'probe',
      },
    }),
  },
}
