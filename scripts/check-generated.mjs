// After a build: generated files that are committed (route tree, migrations) must be current.
import { spawnSync } from 'node:child_process'

const generate = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'ci_check'], { encoding: 'utf8' })
if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr)
  process.exit(1)
}
const diff = spawnSync('git', ['status', '--porcelain', '--', 'app/routeTree.gen.ts', 'db/migrations'], {
  encoding: 'utf8',
})
if (diff.stdout.trim()) {
  console.error(
    `Generated files are out of date (run \`npm run build\` and \`npm run db:generate\`, then commit):\n${diff.stdout}`,
  )
  process.exit(1)
}
console.log('Generated files are current.')
