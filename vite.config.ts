import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pathAliases } from './path-aliases.ts'
import { buildManifestPlugin, resolveBuildId } from './scripts/build-manifest-plugin.ts'

const buildId = resolveBuildId()

export default defineConfig({
  server: { port: 3000 },
  define: {
    // Identifies this build in /api/health and the client's build-manifest check.
    __OPSAI_BUILD_ID__: JSON.stringify(buildId),
  },
  resolve: { alias: pathAliases },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads i18next and its React binding: one chunk of their own keeps the
            // automatic splitting from cutting them differently as routes are added (bench/bundle-size.ts).
            codeSplitting: {
              groups: [{ name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    vanillaExtractPlugin(),
    buildManifestPlugin(buildId),
  ],
})
