/**
 * What the operator commands (tenants, domains, apps, tokens, admin, seed) share: who the actor
 * is in the audit log, how a service's refusal becomes the CLI's one error exit, and tables.
 */
import { userInfo } from 'node:os'
import { ServiceError } from '#app/server/errors.server'
import { CliError } from '../../lib/errors'
import type { CliIo } from '../../lib/io'

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

/** Left-aligned columns under a header; `-` for empty cells. */
export function formatTable(headers: string[], rows: (string | number | null | undefined)[][]): string {
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
