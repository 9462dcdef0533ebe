/**
 * Issue 19, point 1: `NODE_ENV=production` set by the operator (ADR 032). Without the production
 * variables the start exits 1 naming each of them; with them, an empty database gets no demo
 * tenant, the administrator comes from the environment, and the log holds no password, token or
 * mail link, even after a mail (an invitation, logged on purpose with OPSAI_MAIL_LOG=1).
 * A server of its own on a fresh PGlite directory: the suite's server is development mode.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// Beyond the ports playwright.config.ts and caddy.spec.ts derive from E2E_PORT.
const port = Number(process.env.E2E_PORT ?? 4173) + 13
const origin = `http://127.0.0.1:${port}`
const PRODUCTION_VARIABLES = ['BETTER_AUTH_SECRET', 'OPSAI_BASE_URL', 'OPSAI_SECRET_KEY', 'OPSAI_SMTP_URL']

/** This process's environment without any setting of the app, so nothing leaks in from a shell. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([key]) => !/^(OPSAI_|BETTER_AUTH_|STRIPE_|DATABASE_URL$|NODE_ENV$|PORT$|HOST$)/.test(key),
  )
  return { ...Object.fromEntries(kept), DATABASE_URL: '', ...extra }
}

/** Runs `node bin/opsai.mjs …` to its end; `input` goes to its standard input. */
function opsai(args: string[], env: NodeJS.ProcessEnv, input = '') {
  const child = spawn('node', ['bin/opsai.mjs', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  child.stdin.end(input)
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

test('without the production variables the start exits 1 naming each of them, in both languages', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opsai-production-'))
  try {
    const result = await opsai(
      ['server', 'start', '--no-build'],
      cleanEnv({ NODE_ENV: 'production', OPSAI_DATA_DIR: dir, PORT: String(port) }),
    )
    expect(result.code).toBe(1)
    for (const name of PRODUCTION_VARIABLES) expect(result.stderr).toContain(`${name}: `)
    expect(result.stderr).toContain('OPSAI_MAIL_LOG=1')
    expect(result.stderr).toContain('本番モード')
    expect(result.stderr).toContain('production mode')
    expect(result.stdout).not.toContain('serving on')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test.describe('with the production variables', () => {
  // A fresh database is migrated at the start, and five CLI runs follow: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 })
  const admin = { email: 'ops@prod.test', password: `Adm1n-${randomBytes(9).toString('base64url')}` }
  const owner = { email: 'owner@prod.test', password: `Own3r-${randomBytes(9).toString('base64url')}` }
  let dir = ''
  let server: ChildProcess | undefined
  let log = ''
  let env: NodeJS.ProcessEnv = {}

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'opsai-production-'))
    env = cleanEnv({ OPSAI_DATA_DIR: dir })
    server = spawn('node', ['bin/opsai.mjs', 'server', 'start', '--no-build'], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
        OPSAI_BASE_URL: `https://localhost:${port}`,
        OPSAI_SECRET_KEY: randomBytes(32).toString('base64'),
        OPSAI_MAIL_LOG: '1',
        OPSAI_ADMIN_EMAIL: admin.email,
        OPSAI_ADMIN_PASSWORD: admin.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      log += chunk.toString('utf8')
    }
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    const exited = new Promise<never>((_, reject) =>
      server?.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${log}`))),
    )
    const serving = new Promise<void>((resolve) => {
      const watch = () => {
        if (log.includes('serving on')) resolve()
      }
      server?.stdout?.on('data', watch)
    })
    await Promise.race([serving, exited])
  })

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await gone
    }
    rmSync(dir, { recursive: true, force: true })
  })

  test('seeds no demo data, takes the administrator from the environment, and logs no secret', async ({
    request,
  }) => {
    expect(log).toContain('Production mode (NODE_ENV=production): no demo data is seeded')
    expect(log).not.toContain('Demo data seeded')
    expect((await request.get(`${origin}/api/health`)).status()).toBe(200)

    // The empty database stayed empty of tenants; the CLI reaches it through the server's socket.
    const tenants = await opsai(['tenants', 'list', '--json'], env)
    expect(tenants.stderr).toBe('')
    expect(JSON.parse(tenants.stdout)).toEqual([])

    // The administrator of OPSAI_ADMIN_EMAIL / OPSAI_ADMIN_PASSWORD signs in.
    const adminSignIn = await request.post(`${origin}/api/auth/sign-in/system-admin`, {
      data: admin,
      headers: { origin },
    })
    expect(adminSignIn.status()).toBe(200)

    // A tenant whose owner's password is piped in (never an argument), then an invitation mail.
    for (const args of [
      ['seed', 'plans'],
      ['apps', 'create', 'prod_ai', '--name', 'Prod AI', '--theme', 'opsai', '--default-plan', 'free'],
    ]) {
      expect((await opsai(args, env)).code).toBe(0)
    }
    const created = await opsai(
      [
        ...['tenants', 'create', '--slug', 'prod', '--name', 'Prod', '--app', 'prod_ai'],
        ...['--owner-email', owner.email, '--password-stdin'],
      ],
      env,
      `${owner.password}\n`,
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain(`owner: ${owner.email}`)
    const signIn = await request.post(`${origin}/api/auth/sign-in/email`, {
      data: owner,
      headers: { origin },
    })
    expect(signIn.status()).toBe(200)
    const cookie = signIn
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ')
    const invited = await request.post(`${origin}/api/team/invitations`, {
      data: { email: 'invitee@prod.test', role: 'member' },
      headers: { origin, cookie },
    })
    expect(invited.status()).toBeLessThan(300)
    expect(await invited.json()).toMatchObject({ delivery: 'log' })

    await expect.poll(() => log).toContain('To: invitee@prod.test')
    expect(log).toMatch(/\[mail\] Subject: .+/)
    expect(log).not.toContain('/invite/')
    // The only address in the log is the base URL the server announces; no link, no token.
    const urls = log.match(/https?:\/\/\S+/g) ?? []
    expect(urls.every((url) => url === `https://localhost:${port}`)).toBe(true)
    for (const secret of [admin.password, owner.password]) expect(log).not.toContain(secret)
  })
})
