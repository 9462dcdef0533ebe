/**
 * Issue 15 point 4: Debian's Caddy in front of the app, with on-demand TLS from its own local CA
 * (`tls internal`), asks `/api/domains/allowed` before it issues a certificate. Two brands'
 * tenants are reached over https by host name, each in its own identity; an unmapped host gets no
 * certificate. The Caddyfile is the one docs/operators.md gives, with high ports and no admin API
 * so several checkouts can run side by side, and `skip_install_trust` so nothing touches the
 * system's trust store. `.ci/run` installs caddy; a missing binary fails this test, never skips it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const appPort = Number(process.env.E2E_PORT ?? 4173)
// Beyond the seven ports playwright.config.ts derives from E2E_PORT (+6 is the SAML IdP).
const caddyHttpPort = appPort + 7
const caddyHttpsPort = appPort + 8

const BRANDS = [
  { host: 'hirameki.localhost', ja: 'ヒラメキAI', others: ['フォーチュナ', 'Fortuna'] },
  { host: 'fortuna.localhost', ja: 'フォーチュナAI', others: ['ヒラメキ', 'Hirameki'] },
] as const

function caddyfile() {
  return `{
	admin off
	http_port ${caddyHttpPort}
	https_port ${caddyHttpsPort}
	skip_install_trust
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/domains/allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`
}

let caddy: ChildProcess | undefined
let workDir = ''
let caddyLog = ''

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** GET over TLS to 127.0.0.1 with the host name as SNI and Host, trusting only Caddy's local CA. */
function httpsGet(host: string, path: string, ca: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: caddyHttpsPort,
        servername: host,
        path,
        headers: { host: `${host}:${caddyHttpsPort}`, 'accept-language': 'ja' },
        ca,
        timeout: 30_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('timeout', () => call.destroy(new Error('timed out')))
    call.on('error', reject)
    call.end()
  })
}

test.describe('Caddy with on-demand TLS in front of the app', () => {
  test.beforeAll(async () => {
    const found = spawnSync('caddy', ['version'], { encoding: 'utf8' })
    if (found.status !== 0) {
      throw new Error('caddy is not installed: `apt-get install -y caddy` (.ci/run installs it)')
    }
    workDir = mkdtempSync(join(tmpdir(), 'opsai-caddy-'))
    writeFileSync(join(workDir, 'Caddyfile'), caddyfile())
    caddy = spawn('caddy', ['run', '--config', join(workDir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      // Caddy keeps its CA and certificates under XDG_DATA_HOME: a throwaway one per run.
      env: { ...process.env, HOME: workDir, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    caddy.stdout?.on('data', (chunk: Buffer) => {
      caddyLog += chunk.toString()
    })
    caddy.stderr?.on('data', (chunk: Buffer) => {
      caddyLog += chunk.toString()
    })
    // Polled until the port opens or Caddy exits (a port taken, a bad Caddyfile), then its own words.
    await expect
      .poll(
        async () =>
          caddy?.exitCode !== null || caddy?.signalCode !== null ? 'exited' : await portOpen(caddyHttpsPort),
        { timeout: 30_000 },
      )
      .not.toBe(false)
    if (!(await portOpen(caddyHttpsPort))) throw new Error(`caddy did not start:\n${caddyLog}`)
  })

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy?.once('exit', resolve))
      caddy.kill('SIGTERM')
      await exited
    }
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  test('the ask endpoint allows verified hosts of active tenants only', async ({ request: api }) => {
    const ask = (domain: string) => api.get(`/api/domains/allowed?domain=${encodeURIComponent(domain)}`)
    for (const brand of BRANDS) expect((await ask(brand.host)).status(), brand.host).toBe(200)
    const unknown = await ask('unmapped.localhost')
    expect(unknown.status()).toBe(404)
    expect((await unknown.json()).messages).toEqual({
      ja: 'unmapped.localhost は証明書を発行できるドメインではありません',
      en: 'unmapped.localhost may not get a certificate',
    })
    expect((await api.get('/api/domains/allowed')).status()).toBe(404)
    expect((await ask('not a host')).status()).toBe(404)
  })

  test('two brands over https by host name, each in its own identity; an unmapped host gets no certificate', async () => {
    test.setTimeout(120_000)
    // The first request to each host makes Caddy issue its certificate (after asking the app).
    const caPath = join(workDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt')
    let ca = ''
    for (const brand of BRANDS) {
      await expect
        .poll(
          async () => {
            if (!ca && existsSync(caPath)) ca = readFileSync(caPath, 'utf8')
            if (!ca) return 'no CA yet'
            try {
              return (await httpsGet(brand.host, '/login', ca)).status
            } catch (error) {
              return String(error)
            }
          },
          { timeout: 60_000, message: `https://${brand.host} did not answer:\n${caddyLog}` },
        )
        .toBe(200)
      const page = await httpsGet(brand.host, '/login', ca)
      expect(page.body).toContain(`<title>サインイン — ${brand.ja}</title>`)
      expect(page.body).toContain(`${brand.ja} にサインイン`)
      expect(page.body).not.toMatch(/opsai/i)
      for (const other of brand.others) expect(page.body).not.toContain(other)
    }
    // No certificate for a host the app does not allow: the TLS handshake fails.
    await expect(httpsGet('unmapped.localhost', '/login', ca)).rejects.toThrow()
  })
})
