import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#root/app.config'
import { answerMetrics, bearerMatches, metricsAccessOf } from './metrics-endpoint.server'

const TOKEN = 'a-long-enough-token-42'

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env)
    return []
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.problems
  }
}

describe('the metrics settings', () => {
  it('reads OPSAI_METRICS_TOKEN, OPSAI_METRICS_PORT and OPSAI_LOG_LEVEL', () => {
    expect(loadConfig({}).observability).toEqual({ logLevel: 'info' })
    expect(
      loadConfig({ OPSAI_METRICS_TOKEN: TOKEN, OPSAI_METRICS_PORT: '9464', OPSAI_LOG_LEVEL: 'silent' })
        .observability,
    ).toEqual({ metricsToken: TOKEN, metricsPort: 9464, logLevel: 'silent' })
  })

  it('refuses a short or spaced token, a port out of range and an unknown level, naming the variable', () => {
    for (const [key, value] of [
      ['OPSAI_METRICS_TOKEN', 'short'],
      ['OPSAI_METRICS_TOKEN', 'has a space in it somewhere'],
      ['OPSAI_METRICS_PORT', '70000'],
      ['OPSAI_METRICS_PORT', 'nine'],
      ['OPSAI_LOG_LEVEL', 'loud'],
    ] as const) {
      const problems = problemsOf({ [key]: value })
      expect(
        problems.map((problem) => problem.key),
        `${key}=${value}`,
      ).toEqual([key])
    }
    expect(problemsOf({ OPSAI_METRICS_TOKEN: 'short' })[0]?.message).toMatch(/ASCII.* \/ .*ASCII/)
  })

  it('serves metrics on the port of its own when one is set, else on the main port with a token, else nowhere', () => {
    expect(metricsAccessOf({})).toEqual({})
    expect(metricsAccessOf({ metricsToken: TOKEN })).toEqual({ mainPort: { token: TOKEN } })
    expect(metricsAccessOf({ metricsPort: 9464 })).toEqual({ ownPort: { port: 9464, token: undefined } })
    expect(metricsAccessOf({ metricsPort: 9464, metricsToken: TOKEN })).toEqual({
      ownPort: { port: 9464, token: TOKEN },
    })
  })
})

describe('the bearer token', () => {
  it('matches only the exact token after "Bearer"', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
    for (const header of [
      null,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN} extra`,
    ])
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false)
  })

  it('gives a scraper without it 401 and no metric, with it the text format', async () => {
    const refused = await answerMetrics(new Request('http://x/metrics'), { token: TOKEN })
    expect(refused.status).toBe(401)
    const body = await refused.json()
    expect(body.messages).toEqual({
      ja: expect.stringContaining('トークン'),
      en: expect.stringContaining('token'),
    })
    const served = await answerMetrics(
      new Request('http://x/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
      { token: TOKEN },
    )
    expect(served.status).toBe(200)
    expect(await served.text()).toMatch(/^# HELP /m)
    const open = await answerMetrics(new Request('http://x/metrics', { method: 'HEAD' }), {})
    expect(open.status).toBe(200)
    expect(await open.text()).toBe('')
  })
})
