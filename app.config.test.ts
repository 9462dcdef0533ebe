import { describe, expect, it } from 'vitest'
import { ConfigError, FONT_FAMILIES, loadConfig, toPublicConfig } from './app.config'

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
