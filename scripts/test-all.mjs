// `npm test`: every check in order, stopping at the first failure. The production build is
// made fresh before the end-to-end tests, which serve it.
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['chromium', 'node', ['scripts/check-chromium.mjs']],
  ['build', 'npx', ['vite', 'build']],
  // In CI (a clean clone), committed generated files must equal what the build regenerates.
  ...(process.env.CI ? [['generated files', 'node', ['scripts/check-generated.mjs']]] : []),
  ['storybook', 'npm', ['run', 'build-storybook', '--silent']],
  ['end-to-end', 'npx', ['playwright', 'test']],
]

const only = process.argv.slice(2)
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
