/**
 * Builds the CLI's prebuilt bundles in `dist/launcher/` (this CLI's own TypeScript, not the app,
 * which Vite builds), each one JavaScript module with packages left to node_modules:
 *
 * - `server-start.mjs`: `opsai server start` alone. The server process then carries neither
 *   tsx's loader thread nor in-memory compiled copies of the CLI — about 100 MB less resident
 *   memory and a faster start (docs/performance.md, "Memory" and "Start").
 * - `cli.mjs`: every other command. Compiling the CLI with tsx cost each call about a second of
 *   CPU, and the e2e set-up and operators' scripts call it hundreds of times.
 *
 * `bin/opsai.mjs` runs from a bundle when it matches the sources (bin/server-launcher.mjs checks
 * its inputs file). Paths that modules compute from `import.meta` (migrations, seed files, the
 * project root) are rewritten relative to the bundle, so the checkout can move without a rebuild.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { ROOT } from './build'

export const LAUNCHER_DIR = join(ROOT, 'dist/launcher')

/** A bundle, and `{ builtAt, inputs }`: current while no input is newer than `builtAt`. */
export interface LauncherBundle {
  entry: string
  file: string
  inputsFile: string
}

export const SERVER_LAUNCHER: LauncherBundle = {
  entry: join(ROOT, 'cli/server-launcher.ts'),
  file: join(LAUNCHER_DIR, 'server-start.mjs'),
  inputsFile: join(LAUNCHER_DIR, 'inputs.json'),
}

export const CLI_LAUNCHER: LauncherBundle = {
  entry: join(ROOT, 'cli/cli-launcher.ts'),
  file: join(LAUNCHER_DIR, 'cli.mjs'),
  inputsFile: join(LAUNCHER_DIR, 'cli-inputs.json'),
}

const COMMANDS_DIR = join(ROOT, 'cli/commands')

/** The nouns the CLI discovers (cli/program.ts); the bundle names them, and is stale when they change. */
export function commandNouns(): string[] {
  return readdirSync(COMMANDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * The CLI bundle's entry: every noun imported by name, since a bundle cannot discover folders at
 * run time. Generated, so adding a noun still touches no shared file.
 */
function cliLauncherSource(nouns: string[]): string {
  const imports = nouns.map((noun, index) => `import * as noun${index} from './commands/${noun}/index'`)
  const list = nouns.map((_, index) => `noun${index}`).join(', ')
  return [
    "import { processIo } from './lib/io'",
    "import { run } from './main'",
    "import { buildProgram } from './program'",
    ...imports,
    `export function runCli(argv: string[]): Promise<number> {`,
    `  return run(argv, processIo, (io) => buildProgram(io, [${list}]))`,
    '}',
  ].join('\n')
}
const JOIN_HELPER = '__opsaiLauncherJoin'

function posix(path: string) {
  return path.split(sep).join('/')
}

/** `import.meta.url`/`dirname`/`filename` of each source file, as seen from the bundle. */
const importMetaOfSources: Plugin = {
  name: 'opsai-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined
      const source = readFileSync(args.path, 'utf8')
      if (!source.includes('import.meta')) return undefined
      const file = posix(relative(LAUNCHER_DIR, args.path))
      const directory = posix(relative(LAUNCHER_DIR, dirname(args.path))) || '.'
      const contents = source
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`)
        .replaceAll(
          'import.meta.dirname',
          `${JOIN_HELPER}(import.meta.dirname, ${JSON.stringify(directory)})`,
        )
        .replaceAll('import.meta.filename', `${JOIN_HELPER}(import.meta.dirname, ${JSON.stringify(file)})`)
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : args.path.endsWith('js') ? 'js' : 'ts' }
    })
  },
}

/** Builds a bundle; writes through temporary files, so concurrent starts never see half a file. */
export async function buildLauncher(bundle: LauncherBundle): Promise<void> {
  // Taken before reading any source: a file saved during the build counts as newer.
  const builtAt = Date.now()
  const nouns = bundle === CLI_LAUNCHER ? commandNouns() : undefined
  const result = await build({
    ...(nouns
      ? {
          stdin: {
            contents: cliLauncherSource(nouns),
            resolveDir: dirname(bundle.entry),
            sourcefile: bundle.entry,
            loader: 'ts' as const,
          },
        }
      : { entryPoints: [bundle.entry] }),
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    banner: { js: `import { join as ${JOIN_HELPER} } from 'node:path';` },
    plugins: [importMetaOfSources],
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no bundle of ${bundle.entry}`)
  // The generated entry is no file: its inputs are the files it imports.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('<stdin>') && input !== posix(relative(ROOT, bundle.entry)))
    .map(posix)
  mkdirSync(LAUNCHER_DIR, { recursive: true })
  const suffix = `.${process.pid}.tmp`
  writeFileSync(bundle.file + suffix, output.contents)
  writeFileSync(
    bundle.inputsFile + suffix,
    `${JSON.stringify({ builtAt, inputs, ...(nouns ? { nouns } : {}) })}\n`,
  )
  renameSync(bundle.file + suffix, bundle.file)
  renameSync(bundle.inputsFile + suffix, bundle.inputsFile)
}

export const buildServerLauncher = () => buildLauncher(SERVER_LAUNCHER)
export const buildCliLauncher = () => buildLauncher(CLI_LAUNCHER)
