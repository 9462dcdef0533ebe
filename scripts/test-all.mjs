// `npm test`: every check in order, stopping at the first failure. The production build is
// made fresh before the end-to-end tests, which serve it.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { withSecretCanaries } from './secret-canaries.mjs'

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  // Biome, then the import directions (dependency-cruiser, ADR 002).
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['chromium', 'node', ['scripts/check-chromium.mjs']],
  // Built with a canary in every unset secret variable: e2e/security.spec.ts greps the client for them.
  ['build', 'npx', ['vite', 'build'], withSecretCanaries(process.env)],
  // In CI (a clean clone), committed generated files must equal what the build regenerates.
  ...(process.env.CI ? [['generated files', 'node', ['scripts/check-generated.mjs']]] : []),
  ['storybook', 'npm', ['run', 'build-storybook', '--silent']],
  // axe over every story in themes and both languages (issue 14 point 6): two workers, no app server.
  ['story audit', 'npx', ['playwright', 'test', '--config', 'playwright.storybook.config.ts']],
  // Two independent runs side by side, each with its own server and database (ADR 038).
  ['end-to-end', 'node', ['scripts/e2e-shards.mjs']],
]

const only = process.argv.slice(2)
for (const [name, command, args, env = process.env] of steps) {
  if (only.length > 0 && !only.includes(name)) continue
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
  // The stamp cli/lib/build.ts checks: `npm start` and `npm run test:resilience` reuse this build.
  if (name === 'build') writeFileSync('dist/.build-complete', new Date().toISOString())
}
