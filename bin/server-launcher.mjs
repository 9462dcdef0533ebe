// Whether a command can run from a prebuilt bundle of the CLI (cli/lib/launcher-build.ts): it
// exists and none of the files it was built from changed since (and, for the whole CLI, the
// command folders are the same). Plain JavaScript, because it decides before tsx is loaded;
// anything unexpected means "no" and the CLI runs under tsx.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'

const ROOT = new URL('../', import.meta.url)
const COMMANDS = new URL('../cli/commands/', import.meta.url)

const LAUNCHER_DIR = new URL('../dist/launcher/', import.meta.url)

/** A bundle's URL in `directory` when it matches the sources, else undefined. */
export function currentBundle(directory, file, inputsFile, checkNouns) {
  const bundle = new URL(file, directory)
  try {
    if (!existsSync(bundle)) return undefined
    const { builtAt, inputs, nouns } = JSON.parse(readFileSync(new URL(inputsFile, directory), 'utf8'))
    if (typeof builtAt !== 'number' || !Array.isArray(inputs) || inputs.length === 0) return undefined
    for (const input of inputs) {
      if (statSync(new URL(input, ROOT)).mtimeMs > builtAt) return undefined
    }
    if (checkNouns) {
      const present = readdirSync(COMMANDS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
      if (!Array.isArray(nouns) || present.join('\n') !== nouns.join('\n')) return undefined
    }
    return bundle.href
  } catch {
    return undefined
  }
}

/** The server launcher's URL when it matches the sources, else undefined. */
export function currentServerLauncher() {
  return currentBundle(LAUNCHER_DIR, 'server-start.mjs', 'inputs.json', false)
}

/** The whole CLI's bundle URL when it matches the sources and the command folders, else undefined. */
export function currentCliLauncher() {
  return currentBundle(LAUNCHER_DIR, 'cli.mjs', 'cli-inputs.json', true)
}
