import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetServerConfig } from '../config.server'
import { MailDeliveryError, resetMailer, sendMail } from './mailer.server'
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtp-test-server'

describe('mailer', () => {
  let smtp: SmtpTestServer
  const saved = process.env.OPSAI_SMTP_URL
  beforeAll(async () => {
    smtp = await startSmtpTestServer()
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.OPSAI_SMTP_URL
    else process.env.OPSAI_SMTP_URL = saved
    resetServerConfig()
    resetMailer()
  })
  afterAll(() => smtp.close())

  it('delivers through the SMTP server of OPSAI_SMTP_URL, with a Japanese subject intact', async () => {
    process.env.OPSAI_SMTP_URL = smtp.url
    resetServerConfig()
    const delivery = await sendMail({
      to: 'new@acme.test',
      subject: '招待のお知らせ',
      text: 'リンク: http://x/y',
    })
    expect(delivery.via).toBe('smtp')
    const received = smtp.lastTo('new@acme.test')
    expect(received?.subject).toBe('招待のお知らせ')
    expect(received?.from).toBe('no-reply@opsai.localhost')
  })

  it('prints the message to the log when no SMTP server is configured', async () => {
    delete process.env.OPSAI_SMTP_URL
    resetServerConfig()
    const lines: string[] = []
    const delivery = await sendMail({ to: 'a@b.test', subject: 'S', text: 'line 1\nline 2' }, (line) =>
      lines.push(line),
    )
    expect(delivery.via).toBe('log')
    expect(lines.join('\n')).toContain('[mail] line 2')
  })

  it('in production mode with OPSAI_MAIL_LOG=1 logs the recipient and subject, never the link', async () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 's'.repeat(40),
      OPSAI_BASE_URL: 'https://chat.example.com',
      OPSAI_SECRET_KEY: 'a'.repeat(64),
      OPSAI_MAIL_LOG: '1',
    }
    const before = Object.fromEntries(Object.keys(production).map((key) => [key, process.env[key]]))
    delete process.env.OPSAI_SMTP_URL
    Object.assign(process.env, production)
    resetServerConfig()
    try {
      const lines: string[] = []
      const delivery = await sendMail(
        {
          to: 'new@acme.test',
          subject: '招待のお知らせ / Invitation',
          text: 'Open https://chat.example.com/invite/secret-token-123 to join',
        },
        (line) => lines.push(line),
      )
      expect(delivery.via).toBe('log')
      const logged = lines.join('\n')
      expect(logged).toContain('new@acme.test')
      expect(logged).toContain('招待のお知らせ / Invitation')
      expect(logged).not.toContain('secret-token-123')
      expect(logged).not.toContain('https://')
    } finally {
      for (const [key, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })

  it('says which address could not be reached when the SMTP server is down', async () => {
    process.env.OPSAI_SMTP_URL = 'smtp://127.0.0.1:1'
    resetServerConfig()
    await expect(sendMail({ to: 'x@y.test', subject: 'S', text: 'T' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    )
  })
})
