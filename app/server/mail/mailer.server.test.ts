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

  it('says which address could not be reached when the SMTP server is down', async () => {
    process.env.OPSAI_SMTP_URL = 'smtp://127.0.0.1:1'
    resetServerConfig()
    await expect(sendMail({ to: 'x@y.test', subject: 'S', text: 'T' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    )
  })
})
