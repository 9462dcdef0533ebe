/**
 * Prerenders the help articles (docs/help, docs/admin-help, docs/manual) into one payload per
 * page, `{page}/_payload.json` (spec §7, ADR 046), so the client bundles neither the Markdown nor
 * its renderer. The rendering is app/features/help/help-prerender.tsx; this plugin reads the files
 * and puts the payloads where each mode wants them:
 * - `vite build`: into the client output, as assets of the bundle, so precompress-plugin.ts
 *   writes their `.br` and `.gz` copies like any other file; the server reads them from there;
 * - `vite dev`: served at the same paths by a middleware, and to the server-side render as a
 *   virtual module (app/server/help/help-payload.server.ts). An edited article reloads the page.
 *
 * The renderer is app code (TSX, extensionless imports): Vite's module runner loads it, as it
 * loads the app, rather than the config's own loader.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as HelpPrerender from '../app/features/help/help-prerender.tsx'
import { pathAliases } from '../path-aliases.ts'

const VIRTUAL_MODULE = 'virtual:opsai-help-payloads'
const RESOLVED_VIRTUAL_MODULE = `\0${VIRTUAL_MODULE}`

const COLLECTION_FOLDERS: Record<keyof HelpPrerender.HelpCollections, string> = {
  help: 'docs/help',
  adminHelp: 'docs/admin-help',
  manual: 'docs/manual',
}

/** One collection's files, keyed as `import.meta.glob` names them (`/docs/help/ja/01-x.md`). */
function readCollection(root: string, folder: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const locale of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (!locale.isDirectory()) continue
    for (const name of readdirSync(join(root, folder, locale.name))) {
      if (!name.endsWith('.md')) continue
      files[`/${folder}/${locale.name}/${name}`] = readFileSync(join(root, folder, locale.name, name), 'utf8')
    }
  }
  return files
}

export function readHelpCollections(root: string): HelpPrerender.HelpCollections {
  return {
    help: readCollection(root, COLLECTION_FOLDERS.help),
    adminHelp: readCollection(root, COLLECTION_FOLDERS.adminHelp),
    manual: readCollection(root, COLLECTION_FOLDERS.manual),
  }
}

export interface RenderedHelp {
  payloads: ReturnType<typeof HelpPrerender.renderHelpPayloads>
  files: ReturnType<typeof HelpPrerender.helpPayloadFiles>
}

/** Every page's payload, from the docs/ under `root`. */
export async function renderHelp(root: string): Promise<RenderedHelp> {
  const { module } = await runnerImport<typeof HelpPrerender>('/app/features/help/help-prerender.tsx', {
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: pathAliases },
  })
  const payloads = module.renderHelpPayloads(readHelpCollections(root))
  return { payloads, files: module.helpPayloadFiles(payloads) }
}

function isDocsFile(root: string, file: string): boolean {
  const path = relative(root, file).split(sep).join('/')
  return (
    path.endsWith('.md') && Object.values(COLLECTION_FOLDERS).some((folder) => path.startsWith(`${folder}/`))
  )
}

export function helpPayloadPlugin(): Plugin {
  let root = process.cwd()
  let rendered: Promise<RenderedHelp> | undefined
  const help = () => {
    rendered ??= renderHelp(root)
    return rendered
  }
  return {
    name: 'opsai-help-payloads',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === VIRTUAL_MODULE ? RESOLVED_VIRTUAL_MODULE : undefined
    },
    async load(id) {
      if (id !== RESOLVED_VIRTUAL_MODULE) return undefined
      // Only the dev server's render imports it (help-payload.server.ts); a build reads the files.
      if (this.environment?.mode !== 'dev') throw new Error(`${VIRTUAL_MODULE} is for vite dev only`)
      return `export default ${JSON.stringify((await help()).payloads)}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname
        // Every request of the dev server comes by: only these wait for the rendering.
        if (!path.endsWith('/_payload.json') || (request.method !== 'GET' && request.method !== 'HEAD'))
          return next()
        help()
          .then(({ files }) => {
            const file = files.find((candidate) => `/${candidate.fileName}` === path)
            if (!file) return next()
            response.setHeader('content-type', 'application/json; charset=utf-8')
            response.setHeader('cache-control', 'no-cache')
            response.end(request.method === 'HEAD' ? undefined : file.source)
          })
          .catch(next)
      })
      // An article edited, added or removed: render again, make the server-side render load the
      // virtual module anew, and reload the page.
      server.watcher.on('all', (_event, file) => {
        if (!isDocsFile(root, file)) return
        rendered = undefined
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_VIRTUAL_MODULE)
          if (module) environment.moduleGraph.invalidateModule(module)
          environment.hot.send({ type: 'full-reload' })
        }
      })
    },
    async generateBundle() {
      if (this.environment?.name !== 'client' || this.environment.mode !== 'build') return
      for (const { fileName, source } of (await help()).files)
        this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
