import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { type CatalogueProgress, upsertCatalogue } from '../../app/server/catalogue/catalogue.server'
import { catalogueFileSchema } from '../../app/server/catalogue/catalogue-file.server'
import { validateInput } from '../../app/server/tenancy/fields.server'
import { planInputSchema, upsertPlans } from '../../app/server/tenancy/plans.server'
import type { Db } from '../client'
import { readDataFile } from './data-file'

/** The files the repository ships; `--file` replaces them. */
export const DEFAULT_PLANS_FILE = fileURLToPath(new URL('./plans.yaml', import.meta.url))
export const DEFAULT_CATALOGUE_FILE = fileURLToPath(new URL('./catalogue.yaml', import.meta.url))

export const plansFileSchema = z.object({
  plans: z.array(planInputSchema).min(1, 'errors.fields.onePlan'),
})

/** A plans file (`{ plans: [...] }`), validated whole before anything is written. */
export async function readPlansFile(path: string) {
  return validateInput(plansFileSchema, await readDataFile(path)).plans
}

export async function readCatalogueFile(path: string) {
  return validateInput(catalogueFileSchema, await readDataFile(path))
}

export async function seedPlansFromFile(db: Db, path: string, actor: string) {
  return upsertPlans(db, await readPlansFile(path), actor)
}

export async function seedCatalogueFromFile(
  db: Db,
  path: string,
  actor: string,
  onProgress?: (progress: CatalogueProgress) => void,
) {
  return upsertCatalogue(db, await readCatalogueFile(path), actor, onProgress)
}
