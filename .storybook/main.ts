import type { StorybookConfig } from '@storybook/react-vite'

/**
 * Storybook for designers (DESIGN.md "Designers"): every component in its states, under a theme
 * toolbar built from the registry and a language toolbar. It builds with its own Vite config,
 * because the app's (TanStack Start) config makes a server bundle, not a static site.
 */
const config: StorybookConfig = {
  stories: ['../app/**/*.stories.@(ts|tsx)', '../registry/**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // The icons that sample and preview brands point at (/brand/sample/…, /api/brand/p/…): the
  // app's server draws them, a static Storybook has none, and a missing one is a failed request.
  staticDirs: ['./public'],
  // No network calls from CI or a designer's machine.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
}

export default config
