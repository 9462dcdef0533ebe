/**
 * The real docs/ articles, rendered by the build's own renderer, for stories and tests: a story
 * cannot fetch `{page}/_payload.json`, and a test should check what the build would write.
 * Vite (Storybook, Vitest) inlines the Markdown; the app never imports this module.
 */
import { type HelpCollections, renderHelpPayloads } from './help-prerender'

export const HELP_DOCS: HelpCollections = {
  help: import.meta.glob<string>('/docs/help/*/*.md', { query: '?raw', import: 'default', eager: true }),
  adminHelp: import.meta.glob<string>('/docs/admin-help/*/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  manual: import.meta.glob<string>('/docs/manual/*/*.md', { query: '?raw', import: 'default', eager: true }),
}

export const HELP_PAYLOADS = renderHelpPayloads(HELP_DOCS)
