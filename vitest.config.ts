import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { pathAliases } from './path-aliases.ts'

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [vanillaExtractPlugin()],
  define: { __OPSAI_BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    // resilience/ and cluster/ are `npm run test:resilience` and `test:cluster`: slow, on the build.
    exclude: ['node_modules', 'dist', 'e2e', 'storybook-static', 'bench', 'resilience', 'cluster'],
    // Component tests opt into a DOM with `// @vitest-environment happy-dom`.
    environment: 'node',
    // One migrated database per kind, copied for each test file (db/testing-templates.ts).
    globalSetup: ['db/testing-templates.ts'],
    // Stored secrets are sealed with this key in tests (ADR 033), never with a deployment's.
    env: { OPSAI_SECRET_KEY: '742598ede4900e40b2720ceb9eb6c6ec6fff429935dab9d78c5753bba0470759' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers on a 2-core machine.
    maxWorkers: 2,
  },
})
