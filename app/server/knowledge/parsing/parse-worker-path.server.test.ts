import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectRootAbove } from '../../project-root.server'
import { locateParseWorker, parseWorkerPath } from './parse-worker-path.server'

const here = import.meta.dirname
const root = join(here, '../../../..')
const worker = join(here, 'parse-worker.mjs')
const urlOf = (path: string) => pathToFileURL(path).href

describe('locateParseWorker', () => {
  it('finds the worker beside the module when run from source (vitest, tsx)', () => {
    expect(locateParseWorker(urlOf(join(here, 'parse.server.ts')), tmpdir())).toBe(worker)
    expect(parseWorkerPath()).toBe(worker)
  })

  it('finds it from the project root when the module is bundled into dist/server', () => {
    expect(projectRootAbove(join(root, 'dist/server/assets'))).toBe(root)
    expect(locateParseWorker(urlOf(join(root, 'dist/server/assets/parse-x1y2.js')), tmpdir())).toBe(worker)
  })

  it('falls back to the working directory, and says where it looked when all fails', () => {
    const elsewhere = join(tmpdir(), 'bundle/server.js')
    expect(locateParseWorker(urlOf(elsewhere), join(root, 'db'))).toBe(worker)
    expect(() => locateParseWorker(urlOf(elsewhere), tmpdir())).toThrow(/parse-worker\.mjs not found/)
  })
})
