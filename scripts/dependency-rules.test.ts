/**
 * The lint step's import rules (.dependency-cruiser.cjs) refuse a wrong import: each case is a
 * small tree in a temporary folder with one import that ADR 002 forbids, and one that it allows.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type IViolation } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

const rules = createRequire(import.meta.url)('../.dependency-cruiser.cjs')
let root: string | undefined

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(join(tmpdir(), 'opsai-deps-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const result = await cruise(
    ['app', 'db', 'themes', 'registry'].filter((dir) => dir in tree(files)),
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
    },
  )
  if (typeof result.output === 'string') throw new Error(result.output)
  return result.output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`)
}

function tree(files: Record<string, string>): Record<string, true> {
  return Object.fromEntries(Object.keys(files).map((path) => [path.split('/')[0], true]))
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('import rules (npm run lint)', () => {
  it('refuse a server service that imports the router', async () => {
    expect(
      await violationsOf({
        'app/router.tsx': 'export const getRouter = () => 1\n',
        'app/server/auth/guard.server.ts':
          "import { getRouter } from '../../router'\nexport const x = getRouter()\n",
      }),
    ).toEqual(['server-imports-no-ui: app/server/auth/guard.server.ts → app/router.tsx'])
  })

  it('refuse a server service that takes a feature module not marked shared, and allow a shared one', async () => {
    expect(
      await violationsOf({
        'app/features/team/team-rules.ts': 'export const a = 1\n',
        'app/features/team/team-limits.shared.ts': 'export const b = 2\n',
        'app/server/team/team.server.ts':
          "import { a } from '../../features/team/team-rules'\nimport { b } from '../../features/team/team-limits.shared'\nexport const c = a + b\n",
      }),
    ).toEqual([
      'server-shares-only-shared-modules: app/server/team/team.server.ts → app/features/team/team-rules.ts',
    ])
  })

  it('refuse a view that imports a server module, and allow a server function file', async () => {
    expect(
      await violationsOf({
        'app/server/usage/usage.server.ts': 'export const usage = 1\n',
        'app/features/usage/usage-view.tsx':
          "import { usage } from '../../server/usage/usage.server'\nexport const v = usage\n",
        'app/features/usage/usage.functions.ts':
          "import { usage } from '../../server/usage/usage.server'\nexport const f = usage\n",
      }),
    ).toEqual([
      'ui-reaches-server-through-functions: app/features/usage/usage-view.tsx → app/server/usage/usage.server.ts',
    ])
  })

  it('refuse a server module without the .server suffix', async () => {
    expect(
      await violationsOf({
        'app/server/usage/usage-csv.ts': 'export const csv = 1\n',
        'app/server/usage/usage.server.ts': "import { csv } from './usage-csv'\nexport const u = csv\n",
      }),
    ).toEqual(['server-modules-say-server: app/server/usage/usage.server.ts → app/server/usage/usage-csv.ts'])
  })

  it('refuse the data layer importing the app, and a registry importing the app', async () => {
    expect(
      (
        await violationsOf({
          'app/server/errors.server.ts': 'export const e = 1\n',
          'db/client.ts': "import { e } from '../app/server/errors.server'\nexport const d = e\n",
          'registry/index.ts': "import { e } from '../app/server/errors.server'\nexport const r = e\n",
        })
      ).sort(),
    ).toEqual([
      'db-below-app: db/client.ts → app/server/errors.server.ts',
      'registry-below-app-and-cli: registry/index.ts → app/server/errors.server.ts',
    ])
  })
})
