import { resolve } from 'node:path'
import { PROJECT_ROOT } from '#registry/theme-files'
import type { CliIo } from '../../lib/io'

/**
 * The source tree `themes check` reads and `themes add` writes: this installation's, or the
 * folder named by OPSAI_PROJECT_DIR (a checkout being prepared, or a test's temporary copy).
 */
export function projectDir(io: CliIo): string {
  return io.env.OPSAI_PROJECT_DIR ? resolve(io.env.OPSAI_PROJECT_DIR) : PROJECT_ROOT
}
