/**
 * Zod compiles fast object parsers with `new Function` once it has probed that eval is allowed;
 * under the page's Content-Security-Policy (no 'unsafe-eval') that probe is itself reported as a
 * violation. In the browser, zod parses without compiling (`jitless`). Imported first by the
 * client's entry modules (app/start.ts, app/router.tsx), before any schema is built.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already
 * there (zod/v4/core/core.js): setting it needs no zod code on the sign-in page's first load.
 */
const zodGlobal = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> }
if (typeof window !== 'undefined') {
  zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })
}

export {}
