#!/usr/bin/env node
// The `opsai` command. The CLI is TypeScript; tsx compiles it on the fly so `npx opsai`
// works straight after `npm ci`, with no build step. A command runs from a prebuilt bundle of
// the CLI's own code when one matches the sources (cli/lib/launcher-build.ts): `server start`
// from its own, so the long-running server carries neither tsx's loader thread nor compiled
// copies of the CLI (docs/performance.md, "Memory"); every other command from the whole CLI's,
// which saves tsx's second of compiling on each call. A call under tsx builds the bundle it
// lacked, for the next one.
import { currentCliLauncher, currentServerLauncher } from './server-launcher.mjs'

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
const cliBundle = serverStart ? undefined : currentCliLauncher()
if (launcher) {
  const { startServer } = await import(launcher)
  process.exitCode = await startServer(argv)
} else if (cliBundle) {
  const { runCli } = await import(cliBundle)
  process.exitCode = await runCli(argv)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  // Best effort (a read-only install simply keeps running this way).
  const { buildCliLauncher, buildServerLauncher } = await import('../cli/lib/launcher-build.ts')
  // For the next start: this one already runs under tsx.
  if (serverStart) await buildServerLauncher().catch(() => {})
  const { main } = await import('../cli/main.ts')
  await main(argv)
  if (!serverStart) await buildCliLauncher().catch(() => {})
}
