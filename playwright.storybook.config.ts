import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags'

/**
 * The story audit (e2e/storybook-axe.spec.ts) on its own: it reads the static Storybook build and
 * needs none of the app's servers, so its stories run on two workers.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: 'storybook-axe.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
      },
    },
  ],
})
