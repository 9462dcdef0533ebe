/**
 * For CLI tests: the real `opsai` program (`run` from cli/main.ts) against a real database per
 * kind: a PGlite directory and, when DATABASE_URL is set, a fresh PostgreSQL database.
 *
 * The PGlite directory is used one of the two ways an operator meets it: held by a running server,
 * each command connecting through the server's loopback socket (`pglite: 'server'`, the default:
 * ~0.1 s a command), or idle, each command opening and closing the files itself
 * (`pglite: 'directory'`: ~2 s a command, so only the seed suites take it).
 */

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe } from 'vitest'
import type { DbHandle, DbKind } from '#db/client'
import { createTestDatabase, testedDatabaseKinds } from '#db/testing'
import { type CliIo, type CliStdin, withDatabase } from '../../lib/io'
import { run } from '../../main'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export interface CliTestContext {
  kind: DbKind
  /** `stdin`: what is piped in (a string) or typed at a terminal (`typedAtTerminal`). */
  opsai(args: string[], env?: Record<string, string>, stdin?: string | CliStdin): Promise<CliResult>
  /** Direct database access between commands, for assertions. */
  database<T>(work: (handle: DbHandle) => Promise<T>): Promise<T>
}

const HOLDER = fileURLToPath(new URL('../../testing/hold-pglite.ts', import.meta.url))

/**
 * Holds `dir` as `opsai server start` does, in another process (a process never connects to its
 * own lock's socket): its PGlite served on a loopback socket.
 */
async function holdLikeServer(dir: string): Promise<() => Promise<void>> {
  const holder = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(holder, 'exit')
  let errors = ''
  holder.stderr.on('data', (chunk) => {
    errors += String(chunk)
  })
  const ready = new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) resolve()
    })
    exited.then(([code]) => reject(new Error(`hold-pglite exited ${code}: ${errors}`)))
  })
  await ready
  return async () => {
    holder.kill('SIGTERM')
    await exited
  }
}

/** Standard input from a pipe: `text`, then its end. */
export function pipedStdin(text: string): CliStdin {
  return {
    isTTY: false,
    readAll: async () => text,
    readHidden: async () => {
      throw new Error('a pipe is not a terminal')
    },
  }
}

/** A terminal where `lines` are typed, one per prompt; `prompts` records what was asked. */
export function typedAtTerminal(lines: string[]): CliStdin & { prompts: string[] } {
  const prompts: string[] = []
  return {
    isTTY: true,
    prompts,
    readAll: async () => lines.join('\n'),
    readHidden: async (prompt) => {
      prompts.push(prompt)
      const line = lines.shift()
      if (line === undefined) throw new Error('canceled')
      return line
    },
  }
}

/** The plans and the `hirameki_ai` application (on the `free` plan) a test's tenants are made on. */
export async function seedPlansAndApplication(opsai: CliTestContext['opsai']) {
  const plans = await opsai(['seed', 'plans'])
  const app = await opsai([
    'apps',
    'create',
    'hirameki_ai',
    '--name',
    'ヒラメキAI',
    '--theme',
    'hirameki_ai',
    '--default-plan',
    'free',
  ])
  if (plans.code !== 0 || app.code !== 0) throw new Error(`seeding failed: ${plans.stderr}${app.stderr}`)
}

export function describeEachCliDatabase(
  name: string,
  body: (context: CliTestContext) => void,
  options: { pglite?: 'server' | 'directory' } = {},
) {
  for (const kind of testedDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let env: Record<string, string> = {}
      let cleanup = async () => {}
      beforeAll(async () => {
        if (kind === 'pglite') {
          const dir = mkdtempSync(join(tmpdir(), 'opsai-cli-test-'))
          env = { OPSAI_DATA_DIR: dir, DATABASE_URL: '' }
          const release = options.pglite === 'directory' ? async () => {} : await holdLikeServer(dir)
          cleanup = async () => {
            await release()
            rmSync(dir, { recursive: true, force: true })
          }
        } else {
          const created = await createTestDatabase('postgres')
          await created.handle.close()
          env = { DATABASE_URL: created.url ?? '' }
          cleanup = () => created.dispose()
        }
        await opsai(['db', 'migrate'])
        // PGlite's directory is migrated from nothing (every migration, in order): over a minute
        // on a loaded 2-core machine, not a hang.
      }, 180_000)
      afterAll(() => cleanup())

      async function opsai(
        args: string[],
        extra: Record<string, string> = {},
        stdin: string | CliStdin = '',
      ): Promise<CliResult> {
        const out: string[] = []
        const err: string[] = []
        const io: CliIo = {
          stdout: (text) => out.push(text),
          stderr: (text) => err.push(text),
          env: { USER: 'tester', ...env, ...extra },
          stdin: typeof stdin === 'string' ? pipedStdin(stdin) : stdin,
        }
        const code = await run(args, io)
        return { code, stdout: out.join('\n'), stderr: err.join('\n') }
      }

      body({
        kind,
        opsai,
        database: (work) => withDatabase({ stdout: () => {}, stderr: () => {}, env }, work),
      })
    })
  }
}
