import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [viteReact(), vanillaExtractPlugin()],
  define: { __OPSAI_BUILD_ID__: JSON.stringify('storybook') },
})
