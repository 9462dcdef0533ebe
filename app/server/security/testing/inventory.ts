/**
 * What the server exposes, read from the code rather than from a list someone keeps: every HTTP
 * endpoint (a method of any server route under app/routes) and every server function
 * (`createServerFn(` in app/). The probe tables must cover exactly these, so a new endpoint or
 * server function fails the inventory test until it is given its probes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const APP_DIR = join(__dirname, '..', '..', '..')

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

type RouteHandler = (context: {
  request: Request
  params: Record<string, string>
}) => Promise<Response> | Response

export interface Endpoint {
  /** `GET /api/threads/$id`: the key of the probe tables. */
  key: string
  method: HttpMethod
  /** The route's path with `$param` segments, as its file names it. */
  path: string
  params: string[]
  file: string
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * `app/routes/api/team/teams/$id.ts` → `/api/team/teams/$id` (an `index` file is its folder;
 * `manifest[.]webmanifest.ts` → `/manifest.webmanifest`, an escaped dot).
 */
export function routePathOf(file: string): string {
  const parts = relative(join(APP_DIR, 'routes'), file)
    .replace(/\.tsx?$/, '')
    // A flat route's dot is a segment (`theme.$file` → `/theme/$file`); an escaped `[.]` is a dot.
    .replaceAll('[.]', '\u0000')
    .replaceAll('.', sep)
    .replaceAll('\u0000', '.')
    .split(sep)
  if (parts.at(-1) === 'index') parts.pop()
  return `/${parts.join('/')}`
}

type RouteModule = { Route?: { options?: { server?: { handlers?: Record<string, RouteHandler> } } } }

async function handlersOf(file: string): Promise<Record<string, RouteHandler>> {
  const module = (await import(/* @vite-ignore */ file)) as RouteModule
  return module.Route?.options?.server?.handlers ?? {}
}

/** Every method of every server route, as the route modules declare them. */
export async function listEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = []
  for (const file of serverRouteFiles().map((file) => join(APP_DIR, file))) {
    const path = routePathOf(file)
    const params = [...path.matchAll(/\$(\w+)/g)].map((match) => match[1] ?? '')
    // A bare `$` segment is a splat (`/api/auth/$`): its param is `_splat`.
    if (/\/\$$/.test(path)) params.push('_splat')
    const declared = Object.keys(await handlersOf(file))
    for (const method of declared) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) throw new Error(`${file}: unknown ${method}`)
      endpoints.push({
        key: `${method} ${path}`,
        method: method as HttpMethod,
        path,
        params,
        file: relative(APP_DIR, file),
      })
    }
  }
  return endpoints
}

/**
 * Every route file anywhere under app/routes whose source declares server handlers: the probes
 * read their endpoints from these files.
 */
export function serverRouteFiles(): string[] {
  return walk(join(APP_DIR, 'routes'))
    .filter((file) => /server\s*:\s*\{\s*handlers\s*:/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(APP_DIR, file).split(sep).join('/'))
    .sort()
}

/** The route module's handler for `endpoint`, as the server calls it. */
export async function loadRouteHandler(endpoint: Endpoint): Promise<RouteHandler> {
  const handler = (await handlersOf(join(APP_DIR, endpoint.file)))[endpoint.method]
  if (!handler) throw new Error(`${endpoint.file} has no ${endpoint.method} handler`)
  return handler
}

export interface ServerFunction {
  /** `features/home/home.functions.ts#getHome`: the key of the probe tables. */
  key: string
  name: string
  file: string
  exported: boolean
}

function withoutComments(source: string) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
}

/** Every `const name = createServerFn(` in the app (tests excluded). */
export function listServerFunctions(): ServerFunction[] {
  return (
    walk(APP_DIR)
      // This folder's harness names createServerFn in its comments and replaces it in tests.
      .filter((file) => !file.startsWith(join(APP_DIR, 'server', 'security')))
      .sort()
      .flatMap((file) => {
        const source = withoutComments(readFileSync(file, 'utf8'))
        if (!source.includes('createServerFn(')) return []
        const found = [...source.matchAll(/(export\s+)?const\s+(\w+)\s*=\s*createServerFn\(/g)]
        const total = source.split('createServerFn(').length - 1
        if (found.length !== total) {
          throw new Error(`${relative(APP_DIR, file)}: a createServerFn( not assigned to a const; name it`)
        }
        return found.map((match) => ({
          key: `${relative(APP_DIR, file).split(sep).join('/')}#${match[2]}`,
          name: match[2] ?? '',
          file: relative(APP_DIR, file),
          exported: Boolean(match[1]),
        }))
      })
  )
}

/** The module that defines `fn` (import it with createServerFn replaced: in-process-server-fn.ts). */
export async function loadServerFunctionModule(fn: ServerFunction): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ join(APP_DIR, fn.file))) as Record<string, unknown>
}
