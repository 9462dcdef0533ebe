/**
 * The tables better-auth reads and writes (users, sessions, accounts, verifications, rate
 * limits). Property names are better-auth's field names, so `drizzleAdapter(db, { provider:
 * 'pg', schema })` finds them unchanged; the admin plugin's fields (role, banned, banReason,
 * banExpires, impersonatedBy) and the two-factor plugin's (twoFactorEnabled, the `two_factor` table)
 * are included. Ours: `tenantId` (null for system administrators),
 * `locale`, `chatFont`, and the session's `isSystemAdminLogin`.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { cascadingRef, createdAt, updatedAt } from './columns'
import { tenants } from './tenancy'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const BAN_SOURCES = ['team', 'system_admin'] as const
/**
 * A user that is no person (issue 20): the identity a tenant API key or an embedded widget's
 * anonymous visitors chat and are charged as. No credential, no membership: it never signs in,
 * and lists of people leave it out.
 */
export const SERVICE_USER_KINDS = ['api_key', 'widget'] as const
export type ServiceUserKind = (typeof SERVICE_USER_KINDS)[number]

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** 'admin' marks a system administrator (the admin plugin's role). */
    role: text('role').default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: at('ban_expires'),
    /**
     * Who banned the user: `team` (removed from their tenant, lifted by a new invitation) or
     * `system_admin` (/admin/users, never lifted by a tenant). Null when not banned.
     */
    banSource: text('ban_source', { enum: BAN_SOURCES }),
    tenantId: text('tenant_id').references(() => tenants.id),
    locale: text('locale'),
    /** The chat font chosen on /user (a family of app.constants FONT_FAMILIES); null = system font. */
    chatFont: text('chat_font'),
    /** The IANA zone chosen on /user for every time shown (ADR 020); null = Japan time. */
    timeZone: text('time_zone'),
    /** better-auth's two-factor plugin: true once a TOTP enrolment is confirmed (ADR 036). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Null for a person; the kind of service identity otherwise (SERVICE_USER_KINDS). */
    serviceKind: text('service_kind', { enum: SERVICE_USER_KINDS }),
  },
  (table) => [
    index('user_tenant_idx').on(table.tenantId),
    check(
      'user_service_kind_known',
      sql`${table.serviceKind} is null or ${table.serviceKind} in ('api_key', 'widget')`,
    ),
    check(
      'user_ban_source_known',
      sql`${table.banSource} is null or ${table.banSource} in ('team', 'system_admin')`,
    ),
  ],
)

/** A row's user: required, and the row goes when the user is deleted. */
export const userIdColumn = cascadingRef('user_id', () => user.id)

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userIdColumn(),
    impersonatedBy: text('impersonated_by'),
    /** True only for sessions made by the system-administrator sign-in. */
    isSystemAdminLogin: boolean('is_system_admin_login').notNull().default(false),
  },
  (table) => [index('session_user_idx').on(table.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userIdColumn(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

/**
 * better-auth's rate-limit storage (`rateLimit: { storage: 'database' }`), so limits hold across
 * every app server behind a load balancer.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull().default(sql`0`),
  },
  // The sweeper removes rows whose window has long passed (issue 18).
  (table) => [index('rate_limit_last_request_idx').on(table.lastRequest)],
)

/**
 * better-auth's two-factor plugin (ADR 036): one row per user who started a TOTP enrolment.
 * `secret` is the plugin's own encryption under the auth secret; `backupCodes` is sealed with
 * OPSAI_SECRET_KEY (a stored-secret site, ADR 033). `verified` turns true when a code confirms it.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userIdColumn(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('two_factor_user_idx').on(table.userId)],
)
