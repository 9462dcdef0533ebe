/**
 * The one typed configuration of the product (ADR 003).
 *
 * Every constant of spec §9 lives here with its default; an environment variable may override
 * the ones an operator needs to change. `loadConfig(env)` validates the result with zod and
 * names the environment variable of each bad value, so a bad deploy stops at start.
 *
 * This module is safe to import on both sides: it reads no environment at module scope. The
 * server calls `loadConfig(process.env)`; the browser only ever receives `toPublicConfig(...)`.
 */
import { z } from 'zod'

import { FONT_FAMILIES, FONT_WEIGHTS, RETRY_STATUSES } from './app.constants'

export { FONT_FAMILIES, FONT_WEIGHTS, RETRY_STATUSES }

/** pino's levels, quietest last: `silent` logs nothing (OPSAI_LOG_LEVEL, ADR 042). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

// Built on first use, so the browser bundle, which imports only the plain constants above,
// does not carry the schema.
function buildConfigSchema() {
  const port = z.coerce.number().int().min(0).max(65535)
  const positiveMs = z.coerce.number().int().positive()
  const sampleRate = z.coerce.number().min(0).max(1)
  const csv = z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(z.string().min(1)),
  )
  const urlPath = z.string().regex(/^\/[\w\-/.]*$/, 'must be a path starting with /')
  const positiveInt = z.coerce.number().int().positive()
  const ipOrCidr = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])
  const limit = z.object({ max: positiveInt, windowSeconds: positiveInt })
  const flag = z.preprocess(
    (value) =>
      value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value,
    z.boolean({ error: 'must be 1 or 0 / 1 か 0 にしてください' }),
  )

  return z.object({
    server: z.object({
      port,
      host: z.string().min(1),
      /** Public base URL of the deployment (used in links, Sentry trace targets, e-mails). */
      baseUrl: z.url(),
      /** Where the built client assets are served from (a path under the base URL). */
      assetsDir: urlPath,
      nodeEnv: z.enum(['development', 'production', 'test']),
      /**
       * NODE_ENV=production set by the operator (not the launcher's default for React): the
       * start then demands the production variables and never seeds or prints credentials (ADR 032).
       */
      productionMode: z.boolean(),
      /**
       * Reverse proxies whose `X-Forwarded-For` is believed (IPs or CIDR ranges). Empty: the
       * client is the socket's peer, whatever the header says (ADR 014).
       */
      trustedProxies: csv.refine(
        (entries) => entries.every((entry) => ipOrCidr.safeParse(entry).success),
        'must be IP addresses or CIDR ranges, comma-separated / IP アドレスか CIDR をカンマ区切りで指定してください',
      ),
      /**
       * SIGTERM lets open chat streams finish for up to this many seconds, then ends them and
       * settles their tokens (ADR 043). Keep it, plus ~10 s to settle, within the orchestrator's
       * grace period before SIGKILL (Kubernetes: terminationGracePeriodSeconds).
       */
      drainTimeoutSeconds: z.coerce.number().int().min(0).max(3600),
    }),
    /** Requests allowed per window before a 429 with Retry-After (sign-in has its own under `auth`). */
    rateLimits: z.object({
      /** Free registrations per client IP. */
      registration: limit,
      /** Chat messages (POST /api/chats/…) per user. */
      chat: limit,
    }),
    data: z.object({
      /** PGlite directory; ignored when `databaseUrl` is set. */
      dir: z.string().min(1),
      databaseUrl: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    }),
    session: z.object({
      refreshIntervalMs: positiveMs,
      refreshOnVisibility: z.boolean(),
    }),
    buildManifest: z.object({
      checkIntervalMs: positiveMs,
      latestPath: z.string(),
      metaPathPrefix: z.string(),
    }),
    reloadGuardMs: positiveMs,
    http: z.object({
      retryStatuses: z.array(z.number().int()),
      idempotentRetries: z.number().int().min(0),
      otherRetries: z.number().int().min(0),
    }),
    sentry: z.object({
      /** Public DSN: error reporting is on only when it is set. */
      dsn: z.url().optional(),
      environment: z.string().min(1),
      tracesSampleRate: sampleRate,
      replaysSessionSampleRate: sampleRate,
      replaysOnErrorSampleRate: sampleRate,
      /** Hosts (besides localhost) that receive trace headers: the dev and prod hosts. */
      tracePropagationHosts: csv,
    }),
    ui: z.object({
      snackbarTimeoutMs: z.number().int().min(-1),
      snackbarSwipeDismissPx: z.number().int().positive(),
      textareaRows: z.coerce.number().int().min(1).max(50),
      fontLoadTimeoutMs: positiveMs,
      fontFamilies: z.array(z.enum(FONT_FAMILIES)),
      fontWeights: z.array(z.union(FONT_WEIGHTS.map((weight) => z.literal(weight)))),
      iconSet: z.literal('mdi'),
      defaultLocale: z.enum(['ja', 'en']),
    }),
    auth: z.object({
      /** Signs session cookies and tokens; generated into the data directory when unset. */
      secret: z.string().min(32, 'must be at least 32 characters').optional(),
      cookiePrefix: z.string().regex(/^[a-z][a-z0-9_-]*$/, 'lower-case letters, digits, - and _'),
      sessionLifetimeSeconds: z.coerce.number().int().positive(),
      basePath: urlPath,
      tokenHeader: z.string().min(1),
      /** Failed sign-ins allowed per IP and per account in `signInWindowSeconds`. */
      signInMaxAttempts: z.coerce.number().int().positive(),
      signInWindowSeconds: z.coerce.number().int().positive(),
      endpoints: z.object({
        signIn: urlPath,
        signUp: urlPath,
        session: urlPath,
        refresh: urlPath,
        signOut: urlPath,
      }),
    }),
    /** Single sign-on at /login/ezpass through an OpenID Connect provider; off unless all three are set. */
    sso: z.object({
      issuer: z.url().optional(),
      clientId: z.string().min(1).optional(),
      clientSecret: z.string().min(1).optional(),
    }),
    /**
     * Outgoing mail (invitations, email-change confirmations). Without `smtpUrl` a message is
     * written to the server log instead, so a local install still works end to end.
     */
    mail: z.object({
      smtpUrl: z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an smtp:// or smtps:// URL / smtp:// か smtps:// の URL にしてください',
        })
        .optional(),
      from: z.string().min(3).max(320),
      /** OPSAI_MAIL_LOG=1: without SMTP, log mail on purpose (production logs only recipient and subject). */
      log: flag,
    }),
    /**
     * SAML single sign-on (ADR 037). OPSAI_SAML_ALLOW_PRIVATE_METADATA=1: metadata may be fetched
     * over http and from loopback or private addresses (a local IdP in tests, an intranet IdP).
     */
    saml: z.object({ allowPrivateMetadata: flag }),
    /**
     * Outgoing webhooks (ADR 041). OPSAI_WEBHOOK_ALLOW_PRIVATE=1: endpoints may be http:// and on
     * loopback or private addresses (on-premises receivers, tests); otherwise public https only.
     */
    webhooks: z.object({ allowPrivate: flag }),
    /** OPSAI_SECRET_KEY: 32 random bytes (base64 or hex) that encrypt secrets at rest. */
    secrets: z.object({
      key: z
        .string()
        .refine(
          (value) => decodeSecretKey(value) !== undefined,
          'must be 32 random bytes written as base64 or hex (openssl rand -base64 32) / 32 バイトの乱数を base64 か 16 進で指定してください (openssl rand -base64 32)',
        )
        .optional(),
    }),
    /**
     * Chat turns give up on a silent model (ADR 009): no first token within
     * `firstTokenTimeoutMs`, or no data for `idleTimeoutMs` once the reply streams. Slow
     * self-hosted models may need more; the resilience suite needs less.
     */
    ai: z.object({
      firstTokenTimeoutMs: positiveMs,
      idleTimeoutMs: positiveMs,
    }),
    /** Knowledge documents (issue 17): the largest file accepted, in MB (413 above it). */
    knowledge: z.object({
      documentMaxMb: z.coerce.number().positive().max(1024),
    }),
    /**
     * Stripe Checkout for token packs: on only when both keys are set, else /payment takes invoice
     * requests the administrator confirms. Server-only: never part of the public config.
     */
    stripe: z.object({
      secretKey: z.string().min(1).optional(),
      webhookSecret: z.string().min(1).optional(),
      /** Tests point the client at a local stand-in for Stripe's API (http://127.0.0.1:<port>). */
      apiBase: z.url({ protocol: /^https?$/ }).optional(),
    }),
    /**
     * Prometheus metrics and JSON logs (ADR 042). `/metrics` answers only with the bearer token
     * (OPSAI_METRICS_TOKEN) or only on a loopback port of its own (OPSAI_METRICS_PORT); neither: 404.
     */
    observability: z.object({
      metricsToken: z
        .string()
        .regex(
          /^[\x21-\x7e]{16,}$/,
          'must be at least 16 visible ASCII characters, no spaces (openssl rand -hex 24) / 空白を含まない 16 文字以上の ASCII 文字列にしてください (openssl rand -hex 24)',
        )
        .optional(),
      metricsPort: port.optional(),
      logLevel: z.enum(LOG_LEVELS),
    }),
  })
}

let schema: ReturnType<typeof buildConfigSchema> | undefined
export function getConfigSchema() {
  schema ??= buildConfigSchema()
  return schema
}

export type AppConfig = z.infer<ReturnType<typeof buildConfigSchema>>

export const defaultConfig: z.input<ReturnType<typeof buildConfigSchema>> = {
  server: {
    port: 3000,
    host: '0.0.0.0',
    baseUrl: 'http://localhost:3000',
    assetsDir: '/assets',
    nodeEnv: 'production',
    productionMode: false,
    trustedProxies: [],
    drainTimeoutSeconds: 30,
  },
  rateLimits: {
    registration: { max: 10, windowSeconds: 3600 },
    chat: { max: 30, windowSeconds: 60 },
  },
  data: { dir: './data' },
  session: { refreshIntervalMs: 290_000, refreshOnVisibility: true },
  buildManifest: {
    checkIntervalMs: 3_600_000,
    latestPath: 'builds/latest.json',
    metaPathPrefix: 'builds/meta/',
  },
  reloadGuardMs: 10_000,
  http: {
    retryStatuses: [...RETRY_STATUSES],
    idempotentRetries: 1,
    otherRetries: 0,
  },
  sentry: {
    environment: 'development',
    tracesSampleRate: 0.2,
    replaysSessionSampleRate: 0.001,
    replaysOnErrorSampleRate: 500 / 8000,
    tracePropagationHosts: [],
  },
  ui: {
    snackbarTimeoutMs: 5000,
    snackbarSwipeDismissPx: 50,
    textareaRows: 5,
    fontLoadTimeoutMs: 3000,
    fontFamilies: [...FONT_FAMILIES],
    fontWeights: [...FONT_WEIGHTS],
    iconSet: 'mdi',
    defaultLocale: 'ja',
  },
  auth: {
    cookiePrefix: 'sid',
    sessionLifetimeSeconds: 60 * 60 * 24 * 7,
    basePath: '/api/auth',
    tokenHeader: 'set-auth-token',
    signInMaxAttempts: 10,
    signInWindowSeconds: 60,
    endpoints: {
      signIn: '/sign-in/email',
      signUp: '/sign-up/email',
      session: '/get-session',
      refresh: '/get-session',
      signOut: '/sign-out',
    },
  },
  sso: {},
  mail: { from: 'opsai <no-reply@opsai.localhost>', log: false },
  saml: { allowPrivateMetadata: false },
  webhooks: { allowPrivate: false },
  secrets: {},
  ai: { firstTokenTimeoutMs: 60_000, idleTimeoutMs: 30_000 },
  knowledge: { documentMaxMb: 20 },
  stripe: {},
  observability: { logLevel: 'info' },
}

/** Environment variable → dotted path in the configuration. */
export const ENV_KEYS = {
  PORT: 'server.port',
  HOST: 'server.host',
  OPSAI_BASE_URL: 'server.baseUrl',
  OPSAI_ASSETS_DIR: 'server.assetsDir',
  NODE_ENV: 'server.nodeEnv',
  OPSAI_TRUSTED_PROXIES: 'server.trustedProxies',
  OPSAI_DRAIN_TIMEOUT_S: 'server.drainTimeoutSeconds',
  OPSAI_REGISTER_MAX_ATTEMPTS: 'rateLimits.registration.max',
  OPSAI_REGISTER_WINDOW_S: 'rateLimits.registration.windowSeconds',
  OPSAI_CHAT_MAX_REQUESTS: 'rateLimits.chat.max',
  OPSAI_CHAT_WINDOW_S: 'rateLimits.chat.windowSeconds',
  OPSAI_DATA_DIR: 'data.dir',
  DATABASE_URL: 'data.databaseUrl',
  OPSAI_SESSION_REFRESH_MS: 'session.refreshIntervalMs',
  OPSAI_BUILD_CHECK_MS: 'buildManifest.checkIntervalMs',
  OPSAI_RELOAD_GUARD_MS: 'reloadGuardMs',
  OPSAI_PUBLIC_SENTRY_DSN: 'sentry.dsn',
  OPSAI_SENTRY_ENVIRONMENT: 'sentry.environment',
  OPSAI_SENTRY_TRACES_SAMPLE_RATE: 'sentry.tracesSampleRate',
  OPSAI_TRACE_HOSTS: 'sentry.tracePropagationHosts',
  OPSAI_TEXTAREA_ROWS: 'ui.textareaRows',
  OPSAI_FONT_LOAD_TIMEOUT_MS: 'ui.fontLoadTimeoutMs',
  BETTER_AUTH_SECRET: 'auth.secret',
  OPSAI_AUTH_COOKIE_PREFIX: 'auth.cookiePrefix',
  OPSAI_SESSION_LIFETIME_S: 'auth.sessionLifetimeSeconds',
  OPSAI_SIGNIN_MAX_ATTEMPTS: 'auth.signInMaxAttempts',
  OPSAI_SIGNIN_WINDOW_S: 'auth.signInWindowSeconds',
  OPSAI_SSO_ISSUER: 'sso.issuer',
  OPSAI_SSO_CLIENT_ID: 'sso.clientId',
  OPSAI_SSO_CLIENT_SECRET: 'sso.clientSecret',
  OPSAI_SMTP_URL: 'mail.smtpUrl',
  OPSAI_MAIL_FROM: 'mail.from',
  OPSAI_MAIL_LOG: 'mail.log',
  OPSAI_SAML_ALLOW_PRIVATE_METADATA: 'saml.allowPrivateMetadata',
  OPSAI_WEBHOOK_ALLOW_PRIVATE: 'webhooks.allowPrivate',
  OPSAI_SECRET_KEY: 'secrets.key',
  OPSAI_AI_FIRST_TOKEN_TIMEOUT_MS: 'ai.firstTokenTimeoutMs',
  OPSAI_AI_IDLE_TIMEOUT_MS: 'ai.idleTimeoutMs',
  OPSAI_DOCUMENT_MAX_MB: 'knowledge.documentMaxMb',
  STRIPE_SECRET_KEY: 'stripe.secretKey',
  STRIPE_WEBHOOK_SECRET: 'stripe.webhookSecret',
  OPSAI_STRIPE_API_BASE: 'stripe.apiBase',
  OPSAI_METRICS_TOKEN: 'observability.metricsToken',
  OPSAI_METRICS_PORT: 'observability.metricsPort',
  OPSAI_LOG_LEVEL: 'observability.logLevel',
} as const satisfies Record<string, string>

export class ConfigError extends Error {
  constructor(readonly problems: { key: string; message: string }[]) {
    super(
      `Invalid configuration / 設定が不正です:\n${problems
        .map((problem) => `  ${problem.key}: ${problem.message}`)
        .join('\n')}`,
    )
    this.name = 'ConfigError'
  }
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    node[part] = typeof next === 'object' && next !== null ? { ...next } : {}
    node = node[part] as Record<string, unknown>
  }
  node[parts[parts.length - 1] ?? dotted] = value
}

/**
 * Set by bin/opsai.mjs when it fills in NODE_ENV=production for React's sake: that default is not
 * the operator asking for production mode, and `npm start` stays the friendly development path.
 */
export const NODE_ENV_DEFAULTED = 'OPSAI_NODE_ENV_DEFAULTED'

/** Production mode (ADR 032): NODE_ENV=production set by the operator, not by the launcher. */
export function isProductionMode(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' && env[NODE_ENV_DEFAULTED] !== '1'
}

/**
 * OPSAI_SECRET_KEY's 32 bytes: 64 hex digits, else base64 (standard or URL-safe, padding
 * optional). Anything that does not decode to exactly 32 bytes is undefined.
 */
export function decodeSecretKey(text: string): Uint8Array | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) {
    return Uint8Array.from({ length: 32 }, (_, index) =>
      Number.parseInt(text.slice(index * 2, index * 2 + 2), 16),
    )
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined
  try {
    // atob exists on both sides (this module is safe for the browser, unlike Buffer).
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return binary.length === 32 ? Uint8Array.from(binary, (char) => char.charCodeAt(0)) : undefined
  } catch {
    return undefined
  }
}

/** What production mode demands beyond the schema: each unset or unsafe variable, by name. */
function productionProblems(env: Record<string, string | undefined>): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = []
  if (!env.BETTER_AUTH_SECRET) {
    problems.push({
      key: 'BETTER_AUTH_SECRET',
      message:
        'required in production mode: at least 32 random characters (openssl rand -base64 32) / 本番モードでは必須です: 32 文字以上の乱数 (openssl rand -base64 32)',
    })
  }
  if (!env.OPSAI_BASE_URL?.startsWith('https://')) {
    problems.push({
      key: 'OPSAI_BASE_URL',
      message:
        'must be the public https:// address in production mode / 本番モードでは https:// で始まる公開 URL にしてください',
    })
  }
  if (!env.OPSAI_SECRET_KEY) {
    problems.push({
      key: 'OPSAI_SECRET_KEY',
      message:
        'required in production mode: 32 random bytes as base64 or hex (openssl rand -base64 32) / 本番モードでは必須です: 32 バイトの乱数を base64 か 16 進で (openssl rand -base64 32)',
    })
  }
  const mailLogOnPurpose = env.OPSAI_MAIL_LOG === '1' || env.OPSAI_MAIL_LOG === 'true'
  if (!env.OPSAI_SMTP_URL && !mailLogOnPurpose) {
    problems.push({
      key: 'OPSAI_SMTP_URL',
      message:
        'required in production mode (or OPSAI_MAIL_LOG=1 to log mail on purpose, without its links) / 本番モードでは必須です（意図してメールをログに出すなら OPSAI_MAIL_LOG=1。リンクは出しません）',
    })
  }
  return problems
}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const raw: Record<string, unknown> = structuredClone(defaultConfig)
  for (const [envKey, path] of Object.entries(ENV_KEYS)) {
    const value = env[envKey]
    if (value !== undefined && value !== '') setPath(raw, path, value)
  }
  // The base URL follows the port unless it was set explicitly.
  if (!env.OPSAI_BASE_URL && env.PORT && /^\d+$/.test(env.PORT) && Number(env.PORT) <= 65535) {
    setPath(raw, 'server.baseUrl', `http://localhost:${env.PORT}`)
  }
  const production = isProductionMode(env)
  setPath(raw, 'server.productionMode', production)
  const result = getConfigSchema().safeParse(raw)
  const envByPath = new Map<string, string>(Object.entries(ENV_KEYS).map(([key, path]) => [path, key]))
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const path = issue.path.join('.')
        return { key: envByPath.get(path) ?? path, message: issue.message }
      })
  // Every problem at once: a variable the schema already refused is named once.
  if (production) {
    const named = new Set(problems.map((problem) => problem.key))
    problems.push(...productionProblems(env).filter((problem) => !named.has(problem.key)))
  }
  if (result.success && problems.length === 0) return result.data
  throw new ConfigError(problems)
}

/** The subset of the configuration that may be sent to the browser. */
export function toPublicConfig(config: AppConfig, buildId: string) {
  return {
    buildId,
    baseUrl: config.server.baseUrl,
    assetsDir: config.server.assetsDir,
    session: config.session,
    buildManifest: config.buildManifest,
    reloadGuardMs: config.reloadGuardMs,
    http: config.http,
    sentry: config.sentry,
    ui: config.ui,
    auth: {
      basePath: config.auth.basePath,
      tokenHeader: config.auth.tokenHeader,
      endpoints: config.auth.endpoints,
    },
    ssoEnabled: Boolean(config.sso.issuer && config.sso.clientId && config.sso.clientSecret),
  }
}

export type PublicConfig = ReturnType<typeof toPublicConfig>
