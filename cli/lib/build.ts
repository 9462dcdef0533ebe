/**
 * `npm start` builds when needed: when there is no build, or when a source file is newer than
 * the build. The build writes a stamp file last, so an interrupted build counts as missing.
 */

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { joinedLanguages } from '#app/i18n/texts.server'

export const ROOT = resolve(import.meta.dirname, '../..')
export const SERVER_ENTRY = join(ROOT, 'dist/server/server.js')
export const CLIENT_DIR = join(ROOT, 'dist/client')
const STAMP = join(ROOT, 'dist/.build-complete')
const SOURCES = [
  'app',
  'themes',
  'registry',
  'db/schema',
  // The migration journal is bundled: /api/ready compares it with the database (ADR 043).
  'db/migrations/meta',
  // The help's Markdown: the build prerenders it into the pages' payloads (ADR 046).
  'docs/help',
  'docs/admin-help',
  'docs/manual',
  'app.config.ts',
  'vite.config.ts',
  'path-aliases.ts',
  'tsconfig.json',
  'package-lock.json',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

export function buildIsCurrent(): boolean {
  if (!existsSync(STAMP) || !existsSync(SERVER_ENTRY)) return false
  const built = statSync(STAMP).mtimeMs
  return SOURCES.every((source) => newestMtime(join(ROOT, source)) <= built)
}

export async function buildApp(log: (line: string) => void): Promise<void> {
  log(joinedLanguages('cli.server.building'))
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: ROOT,
      // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which
      // would make Vite emit React's development JSX; the server runs production React).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build exited with code ${code}`)),
    )
  })
  writeFileSync(STAMP, new Date().toISOString())
}
