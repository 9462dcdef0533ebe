import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  decodeSecretKey,
  FONT_FAMILIES,
  isProductionMode,
  loadConfig,
  NODE_ENV_DEFAULTED,
  toPublicConfig,
} from './app.config'

describe('loadConfig', () => {
  it('holds every constant of spec §9 by default', () => {
    const config = loadConfig({})
    expect(config.session.refreshIntervalMs).toBe(290_000)
    expect(config.buildManifest.checkIntervalMs).toBe(3_600_000)
    expect(config.reloadGuardMs).toBe(10_000)
    expect(config.sentry.tracesSampleRate).toBe(0.2)
    expect(config.sentry.replaysSessionSampleRate).toBe(0.001)
    expect(config.sentry.replaysOnErrorSampleRate).toBe(500 / 8000)
    expect(config.sentry.dsn).toBeUndefined()
    expect(config.ui.snackbarTimeoutMs).toBe(5000)
    expect(config.ui.textareaRows).toBe(5)
    expect(config.ui.fontLoadTimeoutMs).toBe(3000)
    expect(config.ui.fontFamilies).toHaveLength(16)
    expect(config.ui.fontFamilies).toEqual([...FONT_FAMILIES])
    expect(config.ui.fontWeights).toEqual([100, 300, 400, 500, 700, 900])
    expect(config.http.retryStatuses).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    // The default theme is the server's to resolve (ADR 023): the public configuration names none.
    expect(config.ui).not.toHaveProperty('defaultTheme')
    expect(config.server.port).toBe(3000)
  })

  it('applies environment overrides', () => {
    const config = loadConfig({
      PORT: '4100',
      OPSAI_DATA_DIR: '/tmp/x',
      OPSAI_PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:9/1',
      OPSAI_TRACE_HOSTS: 'dev.opsai.example, app.opsai.example',
      OPSAI_TEXTAREA_ROWS: '8',
      OPSAI_AI_FIRST_TOKEN_TIMEOUT_MS: '1500',
    })
    expect(config.server.port).toBe(4100)
    expect(config.server.baseUrl).toBe('http://localhost:4100')
    expect(config.data.dir).toBe('/tmp/x')
    expect(config.sentry.dsn).toBe('http://key@127.0.0.1:9/1')
    expect(config.sentry.tracePropagationHosts).toEqual(['dev.opsai.example', 'app.opsai.example'])
    expect(config.ui.textareaRows).toBe(8)
    expect(config.ai).toEqual({ firstTokenTimeoutMs: 1500, idleTimeoutMs: 30_000 })
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['OPSAI_BASE_URL', 'not a url'],
    ['BETTER_AUTH_SECRET', 'short'],
    ['OPSAI_SESSION_REFRESH_MS', '-5'],
    ['OPSAI_AI_IDLE_TIMEOUT_MS', '0'],
  ])('names %s when it is %j', (key, value) => {
    try {
      loadConfig({ [key]: value })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).problems.map((problem) => problem.key)).toEqual([key])
      expect((error as Error).message).toContain(key)
    }
  })
})

describe('toPublicConfig', () => {
  it('never carries server-only values', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://secret-user:secret-pass@db/prod',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      OPSAI_DATA_DIR: '/srv/private',
    })
    const json = JSON.stringify(toPublicConfig(config, 'b1'))
    expect(json).not.toContain('secret-pass')
    expect(json).not.toContain('x'.repeat(40))
    expect(json).not.toContain('/srv/private')
    expect(json).toContain('"buildId":"b1"')
  })
})

describe('production mode (ADR 032)', () => {
  const ready = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 's'.repeat(32),
    OPSAI_BASE_URL: 'https://chat.example.com',
    OPSAI_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    OPSAI_SMTP_URL: 'smtp://mail.example.com:587',
  }
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return error as ConfigError
    }
    throw new Error('loadConfig accepted it')
  }

  it('is on only for an explicit NODE_ENV=production', () => {
    expect(loadConfig(ready).server.productionMode).toBe(true)
    expect(isProductionMode({ NODE_ENV: 'production' })).toBe(true)
    // The launcher's default for React (bin/opsai.mjs) is development's friendly path.
    expect(isProductionMode({ NODE_ENV: 'production', [NODE_ENV_DEFAULTED]: '1' })).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', [NODE_ENV_DEFAULTED]: '1' }).server.productionMode).toBe(
      false,
    )
    expect(loadConfig({}).server.productionMode).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development' }).server.productionMode).toBe(false)
  })

  it('names every missing variable at once, in Japanese and English', () => {
    const error = problemsOf({ NODE_ENV: 'production' })
    expect(error.problems.map((problem) => problem.key)).toEqual([
      'BETTER_AUTH_SECRET',
      'OPSAI_BASE_URL',
      'OPSAI_SECRET_KEY',
      'OPSAI_SMTP_URL',
    ])
    for (const problem of error.problems) {
      expect(problem.message).toMatch(/production mode/)
      expect(problem.message).toMatch(/本番モード/)
    }
    expect(error.message).toContain('OPSAI_MAIL_LOG=1')
  })

  it.each([
    ['BETTER_AUTH_SECRET', undefined],
    ['BETTER_AUTH_SECRET', 'short'],
    ['OPSAI_BASE_URL', undefined],
    ['OPSAI_BASE_URL', 'http://chat.example.com'],
    ['OPSAI_BASE_URL', 'not a url'],
    ['OPSAI_SECRET_KEY', undefined],
    ['OPSAI_SECRET_KEY', 'not-32-bytes'],
    ['OPSAI_SECRET_KEY', Buffer.alloc(16, 1).toString('base64')],
    ['OPSAI_SECRET_KEY', 'ab'.repeat(31)],
    ['OPSAI_SMTP_URL', undefined],
  ])('refuses %s = %j, naming it once', (key, value) => {
    const error = problemsOf({ ...ready, [key]: value })
    expect(error.problems.map((problem) => problem.key)).toEqual([key])
    expect(error.message).toContain(key)
  })

  it('takes OPSAI_MAIL_LOG=1 as the mail transport, and the key as hex or base64', () => {
    const logged = loadConfig({ ...ready, OPSAI_SMTP_URL: undefined, OPSAI_MAIL_LOG: '1' })
    expect(logged.mail.log).toBe(true)
    expect(logged.mail.smtpUrl).toBeUndefined()
    expect(problemsOf({ ...ready, OPSAI_SMTP_URL: undefined, OPSAI_MAIL_LOG: '0' }).problems[0]?.key).toBe(
      'OPSAI_SMTP_URL',
    )
    const hex = 'c0ffee00'.repeat(8)
    expect(loadConfig({ ...ready, OPSAI_SECRET_KEY: hex }).secrets.key).toBe(hex)
    const urlSafe = Buffer.alloc(32, 0xfb).toString('base64url')
    expect(loadConfig({ ...ready, OPSAI_SECRET_KEY: urlSafe }).secrets.key).toBe(urlSafe)
  })

  it('leaves development as it was: none of them is needed', () => {
    const config = loadConfig({ NODE_ENV: 'development' })
    expect(config.server.baseUrl).toBe('http://localhost:3000')
    expect(config.secrets.key).toBeUndefined()
  })
})

describe('decodeSecretKey', () => {
  it('reads 32 bytes from hex, base64 and base64url, and nothing else', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => index * 7)
    const buffer = Buffer.from(bytes)
    expect(decodeSecretKey(buffer.toString('hex'))).toEqual(bytes)
    expect(decodeSecretKey(buffer.toString('hex').toUpperCase())).toEqual(bytes)
    expect(decodeSecretKey(buffer.toString('base64'))).toEqual(bytes)
    expect(decodeSecretKey(buffer.toString('base64url'))).toEqual(bytes)
    expect(decodeSecretKey(buffer.toString('base64').replace(/=+$/, ''))).toEqual(bytes)
    expect(decodeSecretKey(Buffer.alloc(33).toString('base64'))).toBeUndefined()
    expect(decodeSecretKey(`${buffer.toString('base64')}\n`)).toBeUndefined()
    expect(decodeSecretKey('')).toBeUndefined()
  })
})
