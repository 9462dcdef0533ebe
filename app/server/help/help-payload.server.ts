/**
 * The prerendered help payloads on the server (ADR 046): the files the build wrote under
 * dist/client (scripts/help-payload-plugin.ts), each read once per process and kept in memory;
 * pages render from them without the Markdown or its renderer. Under `vite dev` there are no
 * built files: the plugin renders the same payloads from docs/ into a virtual module.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type HelpPagePath, type HelpPayload, helpPayloadPath } from '#app/features/help/help-payload.shared'
import { helpPayloadSchema } from '#app/features/help/help-payload-schema.shared'
import { projectRootAbove } from '../project-root.server'

export type HelpPayloadReader = (page: HelpPagePath) => Promise<HelpPayload>

/** Reads each page's payload from a client build's folder the first time it is asked for. */
export function createHelpPayloadReader(clientDir: string): HelpPayloadReader {
  const payloads = new Map<HelpPagePath, Promise<HelpPayload>>()
  return (page) => {
    let payload = payloads.get(page)
    if (!payload) {
      payload = readFile(join(clientDir, helpPayloadPath(page)), 'utf8').then((text) =>
        helpPayloadSchema.parse(JSON.parse(text)),
      )
      // A failed read is not kept: the next request tries again (and fails the same way, loudly).
      payload.catch(() => payloads.delete(page))
      payloads.set(page, payload)
    }
    return payload
  }
}

let builtPayloads: HelpPayloadReader | undefined

function builtClientDir(): string {
  const root = projectRootAbove(dirname(fileURLToPath(import.meta.url))) ?? process.cwd()
  return join(root, 'dist/client')
}

export async function readHelpPayload(page: HelpPagePath): Promise<HelpPayload> {
  if (import.meta.env.DEV) {
    const { default: payloads } = await import('virtual:opsai-help-payloads')
    return payloads[page]
  }
  builtPayloads ??= createHelpPayloadReader(builtClientDir())
  return builtPayloads(page)
}
