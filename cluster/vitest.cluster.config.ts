/**
 * `npm run test:cluster`: three instances of the production build on a throwaway PostgreSQL
 * cluster behind Debian's nginx (issue 21 point 5, ADR 045). One file, its tests in order: each
 * phase leaves the cluster running for the next (the rolling restart runs last).
 */
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { pathAliases } from '../path-aliases.ts'

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  resolve: { alias: pathAliases },
  define: { __OPSAI_BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['cluster/**/*.test.ts'],
    globalSetup: ['resilience/support/ensure-build.ts'],
    environment: 'node',
    fileParallelism: false,
    // Bounds for a loaded machine; on two idle cores each test takes well under a minute.
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
})
