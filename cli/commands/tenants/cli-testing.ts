/**
 * For CLI tests: the real `opsai` program (`run` from cli/main.ts) against a real database per
 * kind: a PGlite directory (each command opens and closes it, as in a terminal) and, when
 * DATABASE_URL is set, a fresh PostgreSQL database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import type { DbHandle, DbKind } from '../../../db/client'
import { createTestDatabase, testedDatabaseKinds } from '../../../db/testing'
import { type CliIo, withDatabase } from '../../lib/io'
import { run } from '../../main'

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export interface CliTestContext {
  kind: DbKind
  opsai(args: string[], env?: Record<string, string>): Promise<CliResult>
  /** Direct database access between commands, for assertions. */
  database<T>(work: (handle: DbHandle) => Promise<T>): Promise<T>
}

export function describeEachCliDatabase(name: string, body: (context: CliTestContext) => void) {
  for (const kind of testedDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let env: Record<string, string> = {}
      let cleanup = async () => {}
      beforeAll(async () => {
        if (kind === 'pglite') {
          const dir = mkdtempSync(join(tmpdir(), 'opsai-cli-test-'))
          env = { OPSAI_DATA_DIR: dir, DATABASE_URL: '' }
          cleanup = async () => rmSync(dir, { recursive: true, force: true })
        } else {
          const created = await createTestDatabase('postgres')
          await created.handle.close()
          env = { DATABASE_URL: created.url ?? '' }
          cleanup = () => created.dispose()
        }
        await opsai(['db', 'migrate'])
      })
      afterAll(() => cleanup())

      async function opsai(args: string[], extra: Record<string, string> = {}): Promise<CliResult> {
        const out: string[] = []
        const err: string[] = []
        const io: CliIo = {
          stdout: (text) => out.push(text),
          stderr: (text) => err.push(text),
          env: { USER: 'tester', ...env, ...extra },
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
