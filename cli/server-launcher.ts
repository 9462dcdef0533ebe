/**
 * The entry of the prebuilt server launcher (cli/lib/launcher-build.ts → dist/launcher): the
 * `opsai server start` command alone, run exactly as the CLI runs it (same options, output and
 * error handling), by `bin/opsai.mjs` without tsx.
 */
import * as server from './commands/server/index'
import { processIo } from './lib/io'
import { run } from './main'
import { buildProgram } from './program'

export function startServer(argv: string[]): Promise<number> {
  return run(argv, processIo, (io) => buildProgram(io, [server]))
}
