/**
 * `npm run test:resilience`: the slow tests of issue 9 against the production build (faults,
 * a PostgreSQL restart, a killed PGlite server, Stripe webhooks under concurrency, a soak).
 * One file at a time: each starts its own server, and the soak measures memory and must not
 * share the two cores with another file's load.
 */
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { pathAliases } from '../path-aliases.ts'

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  resolve: { alias: pathAliases },
  define: { __OPSAI_BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['resilience/**/*.test.ts'],
    globalSetup: ['resilience/support/ensure-build.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
