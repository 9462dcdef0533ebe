/**
 * The framework floor (issue 22): bench/floor, a minimal TanStack Start page built with the
 * product's plugins, served by srvx in its own process in production mode. Built when its build
 * is missing or older than its sources.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../cli/lib/build'

const FLOOR_DIR = join(ROOT, 'bench/floor')
const FLOOR_ENTRY = join(FLOOR_DIR, 'dist/server/server.js')
const FLOOR_PORT = 4398

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

export function buildFloor() {
  if (existsSync(FLOOR_ENTRY) && statSync(FLOOR_ENTRY).mtimeMs > newestSource(FLOOR_DIR)) return
  const built = spawnSync('npx', ['vite', 'build', '--config', join(FLOOR_DIR, 'vite.config.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error(`the framework floor did not build (exit ${built.status})`)
}

/** Builds the floor if needed and serves it while `work` runs. */
export async function withFloorServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  buildFloor()
  const child = spawn(process.execPath, [join(FLOOR_DIR, 'serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(FLOOR_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve())
      child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)))
    })
    return await work(`http://127.0.0.1:${FLOOR_PORT}/`)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}
