// `npm run test:e2e`'s CI form: the e2e suite as independent Playwright runs side by side, each
// with its own server, database, model, mail and IdP stand-ins (every port derives from E2E_PORT,
// every run makes its own data directory), so no spec sees another's state. One run left about
// half of the two cores idle, waiting on pages and servers (ADR 038).
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { planShards } from './e2e-shard-plan.mjs'

const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const basePort = Number(process.env.E2E_PORT ?? 4173)
// Each run takes E2E_PORT … E2E_PORT+13 (playwright.config.ts, caddy and production-mode specs).
const PORT_STRIDE = 20

const specs = readdirSync('e2e')
  .filter((name) => name.endsWith('.spec.ts') && name !== 'storybook-axe.spec.ts')
  .map((name) => `e2e/${name}`)
const shards = planShards(specs, shardCount)

function runShard(files, index) {
  const label = `[e2e ${index + 1}/${shards.length}]`
  const env = { ...process.env, E2E_PORT: String(basePort + index * PORT_STRIDE) }
  // Each run makes its own data directory and derives its Sentry stand-in's port from E2E_PORT.
  delete env.E2E_DATA_DIR
  delete env.E2E_SENTRY_PORT
  const args = ['playwright', 'test', '--output', `test-results/shard-${index + 1}`, ...files]
  console.log(
    `${label} ${files.length} specs, ~${Math.round(files.weight / 60)} min measured: ${files.join(' ')}`,
  )
  const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`))
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ label, code: code ?? 1 })))
}

const results = await Promise.all(shards.map(runShard))
for (const { label, code } of results)
  console.log(`${label} ${code === 0 ? 'passed' : `failed (exit ${code})`}`)
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0)
