import { type DbHandle, openDatabase } from '../../db/client'

/** Where a command writes, and how it reaches the database; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Record<string, string | undefined>
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  stderr: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  env: process.env,
}

export function printJson(io: CliIo, value: unknown) {
  io.stdout(JSON.stringify(value, null, 2))
}

/**
 * Opens the database for one command and closes it after. With a server running on the
 * same PGlite directory this goes through the server's socket (db/client.ts).
 */
export async function withDatabase<T>(io: CliIo, work: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: io.env.DATABASE_URL || undefined,
    dataDir: io.env.OPSAI_DATA_DIR || './data',
    role: 'cli',
    maxConnections: 2,
  })
  try {
    return await work(handle)
  } finally {
    await handle.close()
  }
}
