import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bilingualName, cascadingRef, createdAt, updatedAt } from './columns'

/** A plan: the monthly token allowance and limits a tenant pays for. `null` limits mean unlimited. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    ...bilingualName(),
    monthlyTokens: bigint('monthly_tokens', { mode: 'number' }).notNull(),
    priceJpy: integer('price_jpy').notNull(),
    maxUsers: integer('max_users'),
    maxChats: integer('max_chats'),
    /** Knowledge storage (documents' bytes) in MB; null: unlimited. */
    storageMb: integer('storage_mb'),
    /** The application whose tenants may take this plan (issue 18); null: offered to every application. */
    applicationKey: text('application_key').references((): AnyPgColumn => applications.key),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('plans_monthly_tokens_non_negative', sql`${table.monthlyTokens} >= 0`),
    check('plans_price_non_negative', sql`${table.priceJpy} >= 0`),
    index('plans_application_idx').on(table.applicationKey),
  ],
)

/**
 * An application (`ai_type`): a product line with its brand theme, the plan free registration
 * starts on (none: free registration is closed for it) and model settings. `settings` may hold a
 * provider key, so it is read only through app/server/tenancy/applications.server.ts, which
 * redacts it.
 */
export const applications = pgTable('applications', {
  key: text('key').primaryKey(),
  /** The display name in Japanese (the default language); `nameEn` for English, else this. */
  name: text('name').notNull(),
  themeKey: text('theme_key').notNull(),
  // The brand identity (ADR 022); null: derived from the name, or left out of pages and mails.
  nameEn: text('name_en'),
  shortName: text('short_name'),
  supportEmail: text('support_email'),
  mailSenderName: text('mail_sender_name'),
  footerJa: text('footer_ja'),
  footerEn: text('footer_en'),
  termsUrl: text('terms_url'),
  privacyUrl: text('privacy_url'),
  defaultPlanId: text('default_plan_id').references(() => plans.id),
  /** Model provider settings (app/server/ai/provider-settings.server.ts); null: the environment's default. */
  settings: jsonb('settings'),
  /** An OpenAI-compatible embeddings endpoint (knowledge/embeddings.server.ts); null: lexical retrieval only. */
  embeddings: jsonb('embeddings'),
  /**
   * PII masked before the model, for every tenant of the application (ADR 034): `{kinds, ngWords}`
   * (app/server/pii-masking/masking-settings.server.ts); null: none.
   */
  piiMasking: jsonb('pii_masking'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const TENANT_STATUSES = ['active', 'suspended'] as const

/** A customer organisation. Its id is the `tenant_id` every tenant-owned row carries. */
export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    applicationKey: text('application_key')
      .notNull()
      .references(() => applications.key),
    /** Overrides the application's theme; `null` follows the application. */
    themeKey: text('theme_key'),
    /** The product name this tenant's users see instead of the application's; `null` follows it. */
    brandName: text('brand_name'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    /** Threads not touched for this many days are removed nightly (issue 18); null: kept forever. */
    threadRetentionDays: integer('thread_retention_days'),
    /**
     * The owners are mailed when the balance falls under this (opsai_low_balance_alert_check,
     * called by the balance's writers: migrations/0036_distribution_keys.sql); null: no alert.
     */
    lowBalanceThreshold: bigint('low_balance_threshold', { mode: 'number' }),
    /** The owners receive last month's usage summary on the 1st (Japan time). */
    monthlySummary: boolean('monthly_summary').notNull().default(true),
    /**
     * PII masking the tenant adds to its application's (ADR 034): `{kinds, ngWords, storeMasked}`;
     * null: the application's alone, messages stored as written.
     */
    piiMasking: jsonb('pii_masking'),
    /**
     * The CIDR ranges (IPv4 and IPv6, normalised) from which the tenant's pages, API and tokens
     * may be used (issue 19, ADR 035); empty: from anywhere.
     */
    ipAllowList: text('ip_allow_list').array().notNull().default(sql`'{}'::text[]`),
    /** A session of the tenant's members ends this many hours after sign-in; null: the platform's. */
    sessionLifetimeHours: integer('session_lifetime_hours'),
    /** …or after this many minutes without a request; null: no idle limit. */
    sessionIdleMinutes: integer('session_idle_minutes'),
    /** Every member must use two-factor authentication (the owner's switch on /team, ADR 036). */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /** Stripe: the customer and the active plan subscription (renewed by `invoice.paid`). */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('tenants_status_known', sql`${table.status} in ('active', 'suspended')`),
    check(
      'tenants_retention_days_range',
      sql`${table.threadRetentionDays} is null or ${table.threadRetentionDays} between 1 and 36500`,
    ),
    check(
      'tenants_low_balance_threshold_positive',
      sql`${table.lowBalanceThreshold} is null or ${table.lowBalanceThreshold} > 0`,
    ),
    check(
      'tenants_session_lifetime_range',
      sql`${table.sessionLifetimeHours} is null or ${table.sessionLifetimeHours} between 1 and 2160`,
    ),
    check(
      'tenants_session_idle_range',
      sql`${table.sessionIdleMinutes} is null or ${table.sessionIdleMinutes} between 5 and 43200`,
    ),
    check('tenants_ip_allow_list_size', sql`cardinality(${table.ipAllowList}) <= 200`),
    uniqueIndex('tenants_stripe_subscription_idx').on(table.stripeSubscriptionId),
    index('tenants_application_idx').on(table.applicationKey),
  ],
)

/**
 * Host name → tenant. The host name is unique across the platform (it is how a request finds its
 * tenant); `(tenant_id, hostname)` keeps the tenant in the keys for distribution by tenant.
 */
/** A row's tenant: required, and the row goes when the tenant is deleted. */
export const tenantIdColumn = cascadingRef('tenant_id', () => tenants.id)

export const domains = pgTable(
  'domains',
  {
    hostname: text('hostname').primaryKey(),
    tenantId: tenantIdColumn(),
    /** Overrides the tenant's theme on this host only. */
    themeKey: text('theme_key'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /**
     * Printed when the host is mapped; the app answers it at `/.well-known/domain-verification/`
     * on that host, which `opsai domains verify` fetches to prove the host reaches this deployment.
     */
    verificationToken: text('verification_token'),
    /** Set by `opsai domains verify`; only verified hosts get a certificate (`/api/domains/allowed`). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('domains_tenant_hostname_idx').on(table.tenantId, table.hostname),
    // At most one primary host per tenant.
    uniqueIndex('domains_one_primary_idx').on(table.tenantId).where(sql`${table.isPrimary}`),
  ],
)
