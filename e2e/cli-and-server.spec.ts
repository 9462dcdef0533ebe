import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const usesPglite = !process.env.E2E_DATABASE_URL
const dataDir = process.env.E2E_DATA_DIR ?? ''

function opsai(args: string[], env: Record<string, string> = {}) {
  return spawnSync('node', ['bin/opsai.mjs', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      OPSAI_DATA_DIR: dataDir,
      ...env,
    },
    timeout: 60_000,
  })
}

// Beyond the ports playwright.config.ts and the other specs derive from E2E_PORT (…+13).
const RESTART_PORT = Number(process.env.E2E_PORT ?? 4173) + 14
const SECOND_SERVER_PORT = RESTART_PORT + 1

test('npx opsai --help lists the commands', () => {
  const result = opsai(['--help'])
  expect(result.status).toBe(0)
  for (const noun of ['db', 'seed', 'server']) expect(result.stdout).toContain(noun)
})

test('db migrate works while the server runs, twice in a row', () => {
  test.skip(!usesPglite, 'the socket path matters only for the embedded database')
  for (let run = 0; run < 2; run += 1) {
    const result = opsai(['db', 'migrate', '--json'])
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ db: 'pglite', applied: 0 })
  }
})

test('a second server on the same data directory says so and exits 1', () => {
  test.skip(!usesPglite, 'PostgreSQL allows many servers')
  const result = opsai(['server', 'start', '--no-build'], { PORT: String(SECOND_SERVER_PORT) })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('already in use')
})

test('PORT=abc stops the start naming PORT', () => {
  const result = opsai(['server', 'start', '--no-build'], { PORT: 'abc' })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('PORT')
})

test('Ctrl-C closes the database cleanly and a restart keeps the data', async () => {
  test.skip(!usesPglite, 'this checks the embedded database')
  const dir = mkdtempSync(join(tmpdir(), 'opsai-restart-'))
  const start = () => {
    const child = spawn('node', ['bin/opsai.mjs', 'server', 'start', '--no-build'], {
      env: { ...process.env, DATABASE_URL: '', OPSAI_DATA_DIR: dir, PORT: String(RESTART_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('serving on')) {
          clearInterval(timer)
          resolve()
        }
      }, 100)
      child.on('exit', () => {
        clearInterval(timer)
        reject(new Error(`server exited early:\n${output}`))
      })
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { child, ready, exited, output: () => output }
  }
  const first = start()
  await first.ready
  expect(first.output()).toContain('Demo data seeded')
  first.child.kill('SIGINT')
  expect(await first.exited).toBe(0)
  expect(existsSync(join(dir, 'opsai.lock'))).toBe(false)

  const second = start()
  await second.ready
  // The database was not empty, so no second seeding.
  expect(second.output()).not.toContain('Demo data seeded')
  const health = await fetch(`http://localhost:${RESTART_PORT}/api/health`)
  expect(health.status).toBe(200)
  second.child.kill('SIGINT')
  expect(await second.exited).toBe(0)
})
