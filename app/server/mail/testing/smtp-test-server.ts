/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of invitations and
 * email changes (production talks to the SMTP server of OPSAI_SMTP_URL). Run as a program for
 * e2e: `node --import tsx app/server/mail/testing/smtp-test-server.ts --port 4177 --http-port 4178`
 * serves the received messages as JSON at http://127.0.0.1:<http-port>/messages.
 */
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as received. */
  raw: string
  subject: string
  /** The From header, encoded words decoded: `"Brand" <no-reply@…>`. */
  fromHeader: string
  /** Every text part (HTML and plain text) decoded, one after the other. */
  body: string
  receivedAt: string
}

export interface SmtpTestServer {
  url: string
  port: number
  messages: ReceivedMail[]
  /** The newest message to `address`, if any. */
  lastTo(address: string): ReceivedMail | undefined
  close(): Promise<void>
}

function headerValue(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? ''
}

/** Decodes RFC 2047 encoded words (nodemailer encodes non-ASCII subjects). */
function decodeWords(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'binary',
          ).toString('utf8'),
    )
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'binary').toString('utf8')
}

/** The decoded text of a MIME entity and of every entity nested in it. */
function decodedParts(entity: string): string[] {
  const split = /\r?\n\r?\n/.exec(entity)
  const headers = split ? entity.slice(0, split.index) : entity
  const body = split ? entity.slice(split.index + split[0].length) : ''
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerValue(headers, 'Content-Type'))?.[1]
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodedParts(part.replace(/^\r?\n/, '')))
  }
  const encoding = headerValue(headers, 'Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')]
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)]
  return [body]
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: decodeWords(headerValue(raw, 'Subject')),
          fromHeader: decodeWords(headerValue(raw, 'From')),
          body: decodedParts(raw).join('\n'),
          receivedAt: new Date().toISOString(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    lastTo: (to) => messages.findLast((message) => message.to.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, 'http-port': { type: 'string' } } })
  const smtp = await startSmtpTestServer(Number(values.port ?? 4177))
  const http = createHttpServer((request, response) => {
    if (request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(smtp.messages))
      return
    }
    response.writeHead(404).end()
  })
  http.listen(Number(values['http-port'] ?? 4178), '127.0.0.1')
  console.log(
    `SMTP test server on ${smtp.url}; messages at http://127.0.0.1:${values['http-port'] ?? 4178}/messages`,
  )
}
