import { describe, expect, it } from 'vitest'
import {
  createLogger,
  isoTimestamp,
  logLevelFrom,
  maskSecretsInText,
  REDACTED,
  withoutSecrets,
} from './logger.server'
import { lineCollector } from './testing/prometheus-text'

const SECRET = 'sk-live-9f8e7d6c5b4a'

function capture() {
  const lines = lineCollector()
  return { ...lines, logger: createLogger({ level: 'info', destination: lines.destination }) }
}

describe('the server log', () => {
  it('writes one JSON line per record, with the level by name', () => {
    const { logger, records } = capture()
    logger.info({ route: '/api/threads/$id', status: 200 }, 'request')
    expect(records()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', route: '/api/threads/$id', status: 200 }),
    ])
  })

  it('stamps each line with its time in ISO form, made once per millisecond', () => {
    const at = Date.UTC(2026, 11, 2, 1, 2, 3, 456)
    expect(isoTimestamp(at)).toBe(',"time":"2026-12-02T01:02:03.456Z"')
    expect(isoTimestamp(at)).toBe(isoTimestamp(at))
    expect(isoTimestamp(at + 1)).toBe(',"time":"2026-12-02T01:02:03.457Z"')
    const { logger, records } = capture()
    const before = Date.now()
    logger.info('stamped')
    const time = Date.parse(String(records()[0]?.time))
    expect(time).toBeGreaterThanOrEqual(before)
    expect(time).toBeLessThanOrEqual(Date.now())
  })

  it('never writes a credential, wherever the field sits', () => {
    const { logger, text } = capture()
    logger.info({ authorization: `Bearer ${SECRET}`, password: SECRET, token: SECRET }, 'top level')
    logger.info(
      {
        headers: { authorization: `Bearer ${SECRET}`, cookie: `sid.session_token=${SECRET}` },
        user: { newPassword: SECRET, apiKey: SECRET },
      },
      'one level down',
    )
    logger.info({ req: { headers: { 'set-cookie': `a=${SECRET}`, 'x-api-key': SECRET } } }, 'two levels down')
    logger.info({ config: { clientSecret: SECRET, databaseUrl: `postgres://app:${SECRET}@db/x` } }, 'config')
    expect(text()).not.toContain(SECRET)
    expect(text().split(REDACTED).length - 1).toBe(11)
  })

  it('redacts a field whatever its case, and in an error’s own fields, without changing what was logged', () => {
    const { logger, text } = capture()
    const logged = { headers: { Authorization: `Bearer ${SECRET}`, Accept: 'text/html' } }
    logger.info(logged, 'capitalised header')
    logger.error({ err: Object.assign(new Error('refused'), { config: { apiKey: SECRET } }) }, 'client')
    expect(text()).not.toContain(SECRET)
    expect(text()).toContain('text/html')
    expect(logged.headers.Authorization).toBe(`Bearer ${SECRET}`)
  })

  it('searches the first three levels of plain objects and arrays only', () => {
    const deep = { a: { b: { c: { password: SECRET } } } }
    expect(withoutSecrets(deep)).toBe(deep)
    expect(withoutSecrets({ list: [{ token: SECRET }] })).toEqual({ list: [{ token: REDACTED }] })
    const untouched = { route: '/login', status: 200 }
    expect(withoutSecrets(untouched)).toBe(untouched)
    expect(withoutSecrets({ at: new Date(0), body: Buffer.from('x') })).toEqual({
      at: new Date(0),
      body: Buffer.from('x'),
    })
  })

  it('masks credentials inside an error’s message and stack', () => {
    const { logger, text, records } = capture()
    logger.error(
      { err: new Error(`connect to postgres://opsai:${SECRET}@10.0.0.5:5432/app failed`) },
      'database',
    )
    logger.error({ err: new Error(`upstream refused Authorization: Bearer ${SECRET}`) }, 'model')
    expect(text()).not.toContain(SECRET)
    const [first] = records()
    expect(first?.err).toMatchObject({ type: 'Error', message: expect.stringContaining('postgres://opsai:') })
  })

  it('leaves ordinary text alone', () => {
    expect(maskSecretsInText('GET https://example.test/a?b=c took 5 ms')).toBe(
      'GET https://example.test/a?b=c took 5 ms',
    )
    expect(maskSecretsInText('https://user:pw@example.test/')).toBe(`https://user:${REDACTED}@example.test/`)
  })

  it('takes the level from OPSAI_LOG_LEVEL, else info, and stays silent under Vitest', () => {
    expect(logLevelFrom({ OPSAI_LOG_LEVEL: 'warn' })).toBe('warn')
    expect(logLevelFrom({ OPSAI_LOG_LEVEL: 'silent', VITEST: 'true' })).toBe('silent')
    expect(logLevelFrom({ OPSAI_LOG_LEVEL: 'debug', VITEST: 'true' })).toBe('debug')
    expect(logLevelFrom({})).toBe('info')
    expect(logLevelFrom({ OPSAI_LOG_LEVEL: 'loud' })).toBe('info')
    expect(logLevelFrom({ VITEST: 'true' })).toBe('silent')
  })

  it('writes nothing at level silent', () => {
    const lines = lineCollector()
    const logger = createLogger({ level: 'silent', destination: lines.destination })
    logger.error('boom')
    expect(lines.text()).toBe('')
  })
})
