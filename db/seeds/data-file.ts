import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { InvalidInputError } from '../../app/server/errors.server'

/** Reads a seed file: `.json`, `.yaml` or `.yml`. Errors name the file and what is wrong with it. */
export async function readDataFile(path: string): Promise<unknown> {
  const extension = extname(path).toLowerCase()
  if (!['.json', '.yaml', '.yml'].includes(extension)) {
    throw new InvalidInputError('errors.tenancy.dataFileExtension', { path })
  }
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new InvalidInputError('errors.tenancy.dataFileUnreadable', { path, reason })
  }
  try {
    return extension === '.json' ? JSON.parse(text) : parseYaml(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new InvalidInputError('errors.tenancy.dataFileMalformed', {
      path,
      format: extension.slice(1).toUpperCase(),
      reason,
    })
  }
}
