import type { Server } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app.config'
import { startSentryCollector } from '../../scripts/sentry-collector.mjs'
import { captureServerError, flushServerSentry, initServerSentry } from './sentry.server'

let server: Server | undefined
afterAll(() => server?.close())

describe('server Sentry', () => {
  it('stays off without a DSN', async () => {
    expect(await initServerSentry(loadConfig({}), 'test')).toBe(false)
  })

  it('sends an error report to the configured DSN', async () => {
    const collector = await startSentryCollector(0)
    server = collector.server
    const config = loadConfig({
      OPSAI_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:${collector.port}/42`,
      OPSAI_SENTRY_ENVIRONMENT: 'vitest',
    })
    expect(await initServerSentry(config, 'build-1')).toBe(true)
    captureServerError(new Error('server-sentry-probe'))
    await flushServerSentry(5000)
    const report = collector.received.find((entry) => entry.body.includes('server-sentry-probe'))
    expect(report?.url).toMatch(/^\/api\/42\/envelope\//)
    expect(report?.body).toContain('"environment":"vitest"')
    expect(report?.body).toContain('"release":"build-1"')
  })
})
