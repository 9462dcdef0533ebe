/**
 * The folder of this installation: the one whose package.json is "opsai". Found from a module's
 * own place, so it is the same under vitest and tsx (the source) and when the module is bundled
 * into dist/server by Vite, whatever the working directory.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const PROJECT_NAME = 'opsai'

function isProjectRoot(folder: string): boolean {
  const manifest = join(folder, 'package.json')
  if (!existsSync(manifest)) return false
  try {
    return JSON.parse(readFileSync(manifest, 'utf8')).name === PROJECT_NAME
  } catch {
    return false
  }
}

export function projectRootAbove(start: string): string | null {
  for (let folder = start; ; folder = dirname(folder)) {
    if (isProjectRoot(folder)) return folder
    if (dirname(folder) === folder) return null
  }
}
