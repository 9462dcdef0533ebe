import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { pathAliases } from './path-aliases.ts'

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [vanillaExtractPlugin()],
  define: { __OPSAI_BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    // resilience/ is `npm run test:resilience`: slow, against the production build.
    exclude: ['node_modules', 'dist', 'e2e', 'storybook-static', 'bench', 'resilience'],
    // Component tests opt into a DOM with `// @vitest-environment happy-dom`.
    environment: 'node',
    // One migrated database per kind, copied for each test file (db/testing-templates.ts).
    globalSetup: ['db/testing-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers on a 2-core machine.
    maxWorkers: 2,
  },
})
