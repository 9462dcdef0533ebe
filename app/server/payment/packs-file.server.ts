/** The token packs file (`{ packs: [...] }`, JSON or YAML) read by `opsai seed packs` and the demo seed. */
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import type { Db } from '#db/client'
import { readDataFile } from '#db/seeds/data-file'
import { validateInput } from '../tenancy/fields.server'
import { packInputSchema, upsertPacks } from './packs.server'

export const DEFAULT_PACKS_FILE = fileURLToPath(new URL('../../../db/seeds/packs.yaml', import.meta.url))

export const packsFileSchema = z.object({
  packs: z.array(packInputSchema).min(1, 'errors.fields.onePack'),
})

export async function readPacksFile(path: string) {
  return validateInput(packsFileSchema, await readDataFile(path)).packs
}

export async function seedPacksFromFile(db: Db, path: string, actor: string) {
  return upsertPacks(db, await readPacksFile(path), actor)
}
