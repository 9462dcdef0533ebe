/**
 * Builds `dist/launcher/server-start.mjs`: the code of `opsai server start` (this CLI's own
 * TypeScript, not the app, which Vite builds) bundled into one JavaScript module, with packages
 * left to node_modules. `bin/opsai.mjs` runs a server start from it when it matches the sources
 * (bin/server-launcher.mjs checks `inputs.json`), so the server process carries neither tsx's
 * loader thread nor in-memory compiled copies of the CLI — about 100 MB less resident memory
 * and a faster start (docs/performance.md, "Memory" and "Start").
 *
 * Paths that modules compute from `import.meta` (migrations, seed files, the project root) are
 * rewritten relative to the bundle, so the checkout can move without a rebuild.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { ROOT } from './build'

export const LAUNCHER_DIR = join(ROOT, 'dist/launcher')
export const LAUNCHER_FILE = join(LAUNCHER_DIR, 'server-start.mjs')
/** `{ builtAt, inputs }`: the bundle is current while no input is newer than `builtAt`. */
export const LAUNCHER_INPUTS_FILE = join(LAUNCHER_DIR, 'inputs.json')
const ENTRY = join(ROOT, 'cli/server-launcher.ts')
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

/** Builds the launcher; writes through temporary files, so concurrent starts never see half a file. */
export async function buildServerLauncher(): Promise<void> {
  // Taken before reading any source: a file saved during the build counts as newer.
  const builtAt = Date.now()
  const result = await build({
    entryPoints: [ENTRY],
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
  if (!output) throw new Error('esbuild produced no launcher')
  const inputs = Object.keys(result.metafile.inputs).map(posix)
  mkdirSync(LAUNCHER_DIR, { recursive: true })
  const suffix = `.${process.pid}.tmp`
  writeFileSync(LAUNCHER_FILE + suffix, output.contents)
  writeFileSync(LAUNCHER_INPUTS_FILE + suffix, `${JSON.stringify({ builtAt, inputs })}\n`)
  renameSync(LAUNCHER_FILE + suffix, LAUNCHER_FILE)
  renameSync(LAUNCHER_INPUTS_FILE + suffix, LAUNCHER_INPUTS_FILE)
}
