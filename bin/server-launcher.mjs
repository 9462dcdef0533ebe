// Whether `opsai server start` can run from the prebuilt launcher (cli/lib/launcher-build.ts):
// it exists and none of the files it was built from changed since. Plain JavaScript, because
// it decides before tsx is loaded; anything unexpected means "no" and the CLI runs under tsx.
import { existsSync, readFileSync, statSync } from 'node:fs'

const LAUNCHER = new URL('../dist/launcher/server-start.mjs', import.meta.url)
const INPUTS = new URL('../dist/launcher/inputs.json', import.meta.url)
const ROOT = new URL('../', import.meta.url)

/** The launcher's URL when it matches the sources, else undefined. */
export function currentServerLauncher() {
  try {
    if (!existsSync(LAUNCHER)) return undefined
    const { builtAt, inputs } = JSON.parse(readFileSync(INPUTS, 'utf8'))
    if (typeof builtAt !== 'number' || !Array.isArray(inputs) || inputs.length === 0) return undefined
    for (const input of inputs) {
      if (statSync(new URL(input, ROOT)).mtimeMs > builtAt) return undefined
    }
    return LAUNCHER.href
  } catch {
    return undefined
  }
}
