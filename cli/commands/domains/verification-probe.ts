/**
 * What `opsai domains verify` checks before it marks a host verified (ADR 023): the host resolves,
 * and `http://<host>[:port]/.well-known/domain-verification/<token>` answers the token, so the
 * name really reaches this deployment. Failures are messages in both languages, never a stack.
 */

import { lookup } from 'node:dns/promises'
import { request } from 'node:http'
import { joinedLanguages } from '#app/i18n/texts.server'

const PROBE_TIMEOUT_MS = 5000

export type ProbeResult = { ok: true; address: string } | { ok: false; message: string }

/** A `*.localhost` name is loopback by definition (RFC 6761 §6.3), whatever the resolver says. */
async function resolveHost(host: string): Promise<string | undefined> {
  if (host === 'localhost' || host.endsWith('.localhost')) return '127.0.0.1'
  try {
    return (await lookup(host)).address
  } catch {
    return undefined
  }
}

function fetchText(address: string, host: string, port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const hostHeader = port === 80 ? host : `${host}:${port}`
    const call = request(
      { host: address, port, path, method: 'GET', headers: { host: hostHeader }, timeout: PROBE_TIMEOUT_MS },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          // A token is short; a huge answer is not one.
          if (body.length < 4096) body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        response.on('error', reject)
      },
    )
    call.on('timeout', () => call.destroy(new Error('timed out')))
    call.on('error', reject)
    call.end()
  })
}

export async function probeVerification(host: string, port: number, token: string): Promise<ProbeResult> {
  const address = await resolveHost(host)
  if (!address) {
    return {
      ok: false,
      message: joinedLanguages('cli.domains.doesNotResolve', { host }),
    }
  }
  const path = `/.well-known/domain-verification/${encodeURIComponent(token)}`
  const url = `http://${host}${port === 80 ? '' : `:${port}`}${path}`
  let answer: { status: number; body: string }
  try {
    answer = await fetchText(address, host, port, path)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      message: joinedLanguages('cli.domains.noAnswer', { url, reason }),
    }
  }
  if (answer.status !== 200 || answer.body.trim() !== token) {
    return {
      ok: false,
      message: joinedLanguages('cli.domains.noToken', { url, status: answer.status }),
    }
  }
  return { ok: true, address }
}
