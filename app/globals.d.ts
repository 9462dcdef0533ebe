/** Injected by vite.config.ts at build time. */
declare const __OPSAI_BUILD_ID__: string
