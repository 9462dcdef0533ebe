/**
 * What the operator commands (tenants, domains, apps, tokens, admin, seed) share: who the actor
 * is in the audit log, how a service's refusal becomes the CLI's one error exit, and tables.
 */
import { userInfo } from 'node:os'
import type { Command } from 'commander'
import { ServiceError } from '#app/server/errors.server'
import { asPlatform, type PlatformScope } from '#app/server/tenancy/scope.server'
import type { Db } from '#db/client'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'

/** `cli:<os user>`: the audit log's actor for everything done from this terminal. */
export function operatorActor(io: CliIo): string {
  let name = io.env.USER || io.env.USERNAME || io.env.LOGNAME
  if (!name) {
    try {
      name = userInfo().username
    } catch {
      name = 'unknown'
    }
  }
  return `cli:${name}`
}

/** Runs service work; a refusal (bad input, unknown name, conflict) exits 1 with its message. */
export async function refusalsExit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ServiceError) throw new CliError(error.message)
    throw error
  }
}

/** Platform work from this terminal: the database opened and closed, refusals exit 1, the actor named. */
export function asOperator<T>(
  io: CliIo,
  work: (platform: PlatformScope, actor: string) => Promise<T>,
): Promise<T> {
  return withDatabase(io, (handle) => refusalsExit(() => work(asPlatform(handle.db), operatorActor(io))))
}

/** A `show <name>` verb: one record as JSON with `--json`, else the lines `describe` writes. */
export function registerShowCommand<T>(
  parent: Command,
  io: CliIo,
  spec: {
    command: string
    description: string
    jsonHelp?: string
    load: (platform: PlatformScope, name: string) => Promise<T>
    describe: (record: T) => string[]
  },
) {
  parent
    .command(spec.command)
    .description(spec.description)
    .option('--json', spec.jsonHelp ?? 'print as JSON')
    .action(async (name: string, options: { json?: boolean }) => {
      const record = await asOperator(io, (platform) => spec.load(platform, name))
      if (options.json) return printJson(io, record)
      for (const line of spec.describe(record)) io.stdout(line)
    })
}

type Cell = string | number | null | undefined

/**
 * A `list` verb: the records as JSON with `--json`, else a table, or a hint when there are none.
 * `load` gets the verb's options (`--json` and any `extraOptions`).
 */
export function registerListCommand<T, O extends { json?: boolean }>(
  parent: Command,
  io: CliIo,
  spec: {
    description: string
    jsonHelp?: string
    extraOptions?: [flags: string, help: string][]
    load: (db: Db, options: O) => Promise<T[]>
    empty: string
    headers: string[]
    row: (item: T) => Cell[]
  },
) {
  const command = parent.command('list').description(spec.description)
  for (const [flags, help] of spec.extraOptions ?? []) command.option(flags, help)
  command.option('--json', spec.jsonHelp ?? 'print as JSON').action(async (options: O) => {
    const list = await withDatabase(io, (handle) => spec.load(handle.db, options))
    if (options.json) return printJson(io, list)
    if (list.length === 0) return io.stdout(spec.empty)
    io.stdout(formatTable(spec.headers, list.map(spec.row)))
  })
}

/** Left-aligned columns under a header; `-` for empty cells. */
export function formatTable(headers: string[], rows: Cell[][]): string {
  const cells = [
    headers,
    ...rows.map((row) =>
      row.map((cell) => (cell === null || cell === undefined || cell === '' ? '-' : String(cell))),
    ),
  ]
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => displayWidth(row[column] ?? ''))))
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell + ' '.repeat((widths[column] ?? 0) - displayWidth(cell)),
        )
        .join('  '),
    )
    .join('\n')
}

/** Japanese characters take two terminal columns. */
function displayWidth(text: string): number {
  let width = 0
  for (const char of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        char,
      )
        ? 2
        : 1
  return width
}
