#!/usr/bin/env node
// The `opsai` command. The CLI is TypeScript; tsx compiles it on the fly so `npx opsai`
// works straight after `npm ci`, with no build step.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../cli/main.ts')
await main(process.argv.slice(2))
