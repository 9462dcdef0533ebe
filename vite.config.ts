import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pathAliases } from './path-aliases.ts'
import { buildManifestPlugin, resolveBuildId } from './scripts/build-manifest-plugin.ts'
import { devClientIpPlugin } from './scripts/dev-client-ip-plugin.ts'
import { helpPayloadPlugin } from './scripts/help-payload-plugin.ts'
import { precompressPlugin } from './scripts/precompress-plugin.ts'

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
      // The dev scan follows server-only imports too; resvg's native binding cannot be bundled.
      optimizeDeps: { exclude: ['@resvg/resvg-js'] },
      build: {
        rolldownOptions: {
          output: {
            // Every page loads i18next and its React binding, and TanStack Router: one chunk each keeps
            // the automatic splitting from cutting them into many small files, differently as routes
            // are added (bench/bundle-size.ts; /login went from 32 files to 24 and 1.4 KB less).
            codeSplitting: {
              groups: [
                { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
                {
                  name: 'router',
                  test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|react-store|store)|use-sync-external-store)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // Before TanStack Start's dev handler, which reads the stamped header.
    devClientIpPlugin(),
    // Its dev middleware answers `{page}/_payload.json` before TanStack Start's handler sees it; in
    // a build it emits the payloads as assets, which precompressPlugin then compresses.
    helpPayloadPlugin(),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    vanillaExtractPlugin(),
    buildManifestPlugin(buildId),
    precompressPlugin(),
  ],
})
