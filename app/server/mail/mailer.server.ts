/**
 * Outgoing mail: invitations and email-change confirmations. Delivered through the SMTP server
 * of `OPSAI_SMTP_URL` (nodemailer); without one, the message is printed to the server log so a
 * local install can still follow the link (in production mode only with OPSAI_MAIL_LOG=1, and
 * without the body: ADR 032). Tests point `OPSAI_SMTP_URL` at a real SMTP server on
 * 127.0.0.1 (./testing/smtp-test-server.ts).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { getServerConfig } from '../config.server'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** The brand's sender name, put before the address of OPSAI_MAIL_FROM. */
  senderName?: string
  replyTo?: string
}

export interface MailDelivery {
  /** 'smtp' when handed to the SMTP server, 'log' when printed for a local install. */
  via: 'smtp' | 'log'
  messageId?: string
}

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

export class MailDeliveryError extends Error {
  constructor(
    readonly to: string,
    cause: unknown,
  ) {
    super(
      // For the operator's log only: a user is told by the caller (errors.team.mailFailed).
      `Could not send mail to ${to}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    )
  }
}

export async function sendMail(
  message: MailMessage,
  log: (line: string) => void = console.log,
): Promise<MailDelivery> {
  const { mail, server } = getServerConfig()
  if (!mail.smtpUrl && server.productionMode) {
    // Production mode (ADR 032) logs mail only on purpose (OPSAI_MAIL_LOG=1), and never its body:
    // invitation and e-mail-change links are credentials.
    log(
      [
        `[mail] (OPSAI_MAIL_LOG=1: logged instead of sent; body withheld in production mode) To: ${message.to}`,
        `[mail] Subject: ${message.subject}`,
      ].join('\n'),
    )
    return { via: 'log' }
  }
  if (!mail.smtpUrl) {
    log(
      [
        `[mail] (no OPSAI_SMTP_URL: printed instead of sent) To: ${message.to}`,
        `[mail] From: ${formatFrom(fromHeader(mail.from, message.senderName))}`,
        `[mail] Subject: ${message.subject}`,
        ...message.text.split('\n').map((line) => `[mail] ${line}`),
      ].join('\n'),
    )
    return { via: 'log' }
  }
  try {
    const { senderName, ...content } = message
    const info = await transporterFor(mail.smtpUrl).sendMail({
      ...content,
      from: fromHeader(mail.from, senderName),
    })
    return { via: 'smtp', messageId: info.messageId }
  } catch (error) {
    throw new MailDeliveryError(message.to, error)
  }
}

/**
 * The From of a message: the brand's sender name on the configured address (the address must stay
 * the deployment's own, for SPF and DKIM), or the configured From as it is.
 */
export function fromHeader(
  configured: string,
  senderName: string | undefined,
): string | { name: string; address: string } {
  if (!senderName) return configured
  const [parsed] = addressparser(configured, { flatten: true })
  return parsed?.address ? { name: senderName, address: parsed.address } : configured
}

function formatFrom(from: string | { name: string; address: string }) {
  return typeof from === 'string' ? from : `"${from.name}" <${from.address}>`
}

/** Tests change OPSAI_SMTP_URL between cases. */
export function resetMailer() {
  transport?.transporter.close()
  transport = undefined
}
