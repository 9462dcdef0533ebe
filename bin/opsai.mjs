#!/usr/bin/env node
// The `opsai` command. The CLI is TypeScript; tsx compiles it on the fly so `npx opsai`
// works straight after `npm ci`, with no build step. `opsai server start` runs from a prebuilt
// bundle of its own code when one matches the sources: the long-running server then carries
// neither tsx's loader thread nor compiled copies of the CLI (docs/performance.md, "Memory").
import { currentServerLauncher } from './server-launcher.mjs'

const argv = process.argv.slice(2)
const serverStart = argv[0] === 'server' && argv[1] === 'start'
// React picks its build from NODE_ENV when first loaded, and the server loads it before the app
// (the background jobs render mail): unset, that would be the development build, which the app's
// production renderer cannot run with. An explicit value is kept. Only an explicit
// NODE_ENV=production is production mode (ADR 032): the default is marked as such, so `npm start`
// stays the friendly development path with demo data.
if (serverStart) {
  if (process.env.NODE_ENV === undefined) {
    process.env.NODE_ENV = 'production'
    process.env.OPSAI_NODE_ENV_DEFAULTED = '1'
  } else {
    delete process.env.OPSAI_NODE_ENV_DEFAULTED
  }
}
const launcher = serverStart ? currentServerLauncher() : undefined
if (launcher) {
  const { startServer } = await import(launcher)
  process.exitCode = await startServer(argv)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  if (serverStart) {
    // For the next start: this one already runs under tsx. Best effort (a read-only install
    // simply keeps starting this way).
    const { buildServerLauncher } = await import('../cli/lib/launcher-build.ts')
    await buildServerLauncher().catch(() => {})
  }
  const { main } = await import('../cli/main.ts')
  await main(argv)
}
