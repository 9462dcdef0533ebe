/**
 * Import aliases, one list for every tool: TypeScript, tsx, esbuild and Playwright read
 * tsconfig.json's `paths`; Vite, Vitest and Storybook take these entries (ADR 002).
 */
import { resolve } from 'node:path'

const ROOT = import.meta.dirname

/** `#app/…` and its siblings → the top-level folder of the same name. */
export const pathAliases = [
  ...['app', 'db', 'cli', 'themes', 'registry', 'e2e'].map((folder) => ({
    find: new RegExp(`^#${folder}/`),
    replacement: `${resolve(ROOT, folder)}/`,
  })),
  // The project's root files (app.config.ts, app.constants.ts).
  { find: /^#root\//, replacement: `${ROOT}/` },
]
