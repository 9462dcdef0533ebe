import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pathAliases } from '../path-aliases.ts'

export default defineConfig({
  resolve: { alias: pathAliases },
  plugins: [viteReact(), vanillaExtractPlugin()],
  define: { __OPSAI_BUILD_ID__: JSON.stringify('storybook') },
})
