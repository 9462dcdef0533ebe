// @vitest-environment happy-dom
import { expect, it } from 'vitest'

it('makes zod parse without compiling in the browser (no eval probe under the CSP)', async () => {
  await import('./zod-config')
  const { globalConfig } = await import('zod/v4/core')
  expect(globalConfig.jitless).toBe(true)
})
