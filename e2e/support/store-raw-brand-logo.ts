/**
 * For e2e/brand-svg-safety.spec.ts only: overwrites an application's stored logo with raw bytes,
 * past the sanitiser, as a sanitiser bug or a hand-edited database would leave it. The server
 * must still never let such a picture run script (it serves it with CSP `default-src 'none';
 * sandbox`). Usage: node --import tsx e2e/support/store-raw-brand-logo.ts <application> <file>
 */
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { processIo, withDatabase } from '../../cli/lib/io'
import { brandAssets } from '../../db/schema'

const [applicationKey, file] = process.argv.slice(2)
if (!applicationKey || !file) throw new Error('usage: store-raw-brand-logo.ts <application> <file>')
const changed = await withDatabase(processIo, (handle) =>
  handle.db
    .update(brandAssets)
    .set({ data: readFileSync(file) })
    .where(and(eq(brandAssets.applicationKey, applicationKey), eq(brandAssets.kind, 'logo')))
    .returning({ id: brandAssets.id }),
)
if (changed.length !== 1) throw new Error(`${applicationKey} has no stored logo to overwrite`)
