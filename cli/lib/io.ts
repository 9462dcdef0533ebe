import { type DbHandle, openDatabase } from '../../db/client'

/** What a command reads (a password: cli/lib/password-input.ts); tests pass their own. */
export interface CliStdin {
  /** A person at a terminal, who can be asked. */
  isTTY: boolean
  /** Everything piped in, to its end. */
  readAll(): Promise<string>
  /** One line typed at the terminal, not echoed; `prompt` goes to stderr. */
  readHidden(prompt: string): Promise<string>
}

/** Where a command writes, and how it reaches the database; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Record<string, string | undefined>
  /** Absent: nothing to read (a command that needs input says how to give it). */
  stdin?: CliStdin
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  stderr: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  env: process.env,
  stdin: {
    get isTTY() {
      return process.stdin.isTTY === true
    },
    async readAll() {
      const chunks: Buffer[] = []
      for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
      return Buffer.concat(chunks).toString('utf8')
    },
    async readHidden(prompt) {
      // npm's own prompt: the terminal's echo is muted while the line is typed.
      const { read } = await import('read')
      return read({ prompt, silent: true, terminal: true, input: process.stdin, output: process.stderr })
    },
  },
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
