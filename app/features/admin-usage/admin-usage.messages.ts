/** /admin/totalUsageSituation (Japanese first; English must have the same keys). */
export const adminUsageJa = {
  title: '全体の利用状況',
  lead: '全テナントのトークン利用を、日・テナント・アプリケーション・モデルごとに表示します（日本時間）。',
  application: 'アプリケーション',
  allApplications: 'すべてのアプリケーション',
  totals: {
    charged: '課金トークン（台帳）',
    tokens: '利用トークン',
    turns: '回数',
    tenants: '利用したテナント',
  },
  byDayHeading: '日ごとの利用トークン',
  byDayChart: '日ごとの利用トークンのグラフ',
  byTenantHeading: 'テナントごとの利用',
  byTenantChart: 'このページのテナントの利用トークンのグラフ',
  byApplicationHeading: 'アプリケーションごとの利用',
  byApplicationChart: 'アプリケーションごとの利用トークンのグラフ',
  byModelHeading: 'モデルごとの利用',
  byModelChart: 'モデルごとの利用トークンのグラフ',
  column: {
    tenant: 'テナント',
    application: 'アプリケーション',
    model: 'モデル',
    ledgerCharged: '課金（台帳）',
  },
}

export const adminUsageEn: typeof adminUsageJa = {
  title: 'Total usage',
  lead: 'Token usage of every tenant by day, tenant, application and model (Japan time).',
  application: 'Application',
  allApplications: 'All applications',
  totals: {
    charged: 'Tokens charged (ledger)',
    tokens: 'Tokens used',
    turns: 'Turns',
    tenants: 'Tenants with usage',
  },
  byDayHeading: 'Tokens by day',
  byDayChart: 'Chart of tokens by day',
  byTenantHeading: 'Usage by tenant',
  byTenantChart: 'Chart of tokens used by the tenants on this page',
  byApplicationHeading: 'Usage by application',
  byApplicationChart: 'Chart of tokens by application',
  byModelHeading: 'Usage by model',
  byModelChart: 'Chart of tokens by model',
  column: {
    tenant: 'Tenant',
    application: 'Application',
    model: 'Model',
    ledgerCharged: 'Charged (ledger)',
  },
}
