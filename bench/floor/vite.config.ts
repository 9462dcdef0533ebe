/**
 * The framework floor (issue 22): a minimal TanStack Start page built with the product's build
 * settings (the same Start, React and vanilla-extract plugins, production mode), so the bench
 * can say how near a product page comes to what the framework itself serves.
 */
import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  build: { outDir: 'dist' },
  plugins: [tanstackStart({ srcDirectory: 'app' }), viteReact(), vanillaExtractPlugin()],
})
