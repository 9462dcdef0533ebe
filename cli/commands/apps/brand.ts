import { readFile, stat } from 'node:fs/promises'
import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import {
  BrandAssetError,
  type BrandAssetField,
  MAX_BRAND_ASSET_BYTES,
} from '#app/server/branding/brand-asset-errors.server'
import {
  type ApplicationBrand,
  type ApplicationBrandPatch,
  applicationBrandPatchSchema,
  type BrandPictures,
  readApplicationBrand,
  updateApplicationBrand,
} from '#app/server/branding/brand-edit.server'
import { CliError, parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { operatorActor, refusalsExit } from '../tenants/operator'

// The identity's text fields, as the service names them. Plain strings here: the service
// validates every value and names the bad ones in both languages.
const TEXT_FIELDS = applicationBrandPatchSchema.keyof().options
type TextField = (typeof TEXT_FIELDS)[number]
const optionsSchema = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, z.string().optional()])) as Record<
    TextField,
    z.ZodOptional<z.ZodString>
  >),
  logo: z.string().min(1).optional(),
  favicon: z.string().min(1).optional(),
  clearLogo: z.boolean().optional(),
  clearFavicon: z.boolean().optional(),
  json: z.boolean().optional(),
})

/** An empty value clears an optional text (`--name-en ''` falls back to the Japanese name). */
const orNull = (value: string | undefined) =>
  value === undefined ? undefined : value.trim() === '' ? null : value

export function registerAppsBrand(apps: Command, io: CliIo) {
  apps
    .command('brand <ai_type>')
    .description(
      "Show or change an application's brand identity (names, logo, favicon, mail sender, footer, links)",
    )
    .option('--name-ja <name>', 'display name in Japanese')
    .option('--name-en <name>', "display name in English ('' = same as Japanese)")
    .option('--short-name <name>', 'short name (home-screen icon label, at most 30)')
    .option(
      '--logo <file>',
      'logo: SVG or PNG, at most 512 KB (without one, a wordmark is drawn from the name)',
    )
    .option(
      '--favicon <file>',
      'favicon/app icon: square SVG or PNG of at least 32 px (else derived from the logo)',
    )
    .option('--support-email <address>', 'support address shown in footers and mails')
    .option('--sender-name <name>', 'mail sender name (From: "<name>" <OPSAI_MAIL_FROM\'s address>)')
    .option('--footer-ja <text>', 'footer text in Japanese')
    .option('--footer-en <text>', 'footer text in English')
    .option('--terms-url <url>', 'terms of service (http(s) URL)')
    .option('--privacy-url <url>', 'privacy policy (http(s) URL)')
    .option('--clear-logo', 'remove the logo (the wordmark is shown)')
    .option('--clear-favicon', 'remove the favicon (icons come from the logo)')
    .option('--json', 'print the identity as JSON')
    .action(async (key: string, raw: Record<string, unknown>) => {
      const options = parseOptions(optionsSchema, raw)
      if (options.logo && options.clearLogo)
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', { first: '--logo', second: '--clear-logo' }),
        )
      if (options.favicon && options.clearFavicon) {
        throw new CliError(
          joinedLanguages('cli.common.optionsExclusive', { first: '--favicon', second: '--clear-favicon' }),
        )
      }
      // Every file is read and checked before the database is touched: a bad one stores nothing.
      const pictures: BrandPictures = {
        ...(options.logo && { logo: await readPicture(options.logo, 'logo') }),
        ...(options.clearLogo && { logo: null }),
        ...(options.favicon && { favicon: await readPicture(options.favicon, 'favicon') }),
        ...(options.clearFavicon && { favicon: null }),
      }
      // The Japanese name is required, so only the other fields clear with an empty value.
      const patch = Object.fromEntries(
        TEXT_FIELDS.flatMap((field) => {
          const value = options[field]
          if (value === undefined) return []
          return [[field, field === 'nameJa' ? value : orNull(value)]]
        }),
      ) as ApplicationBrandPatch
      const changing = Object.keys(patch).length > 0 || Object.keys(pictures).length > 0
      const brand = await withDatabase(io, (handle) =>
        refusalsExit(async () => {
          if (changing) await updateApplicationBrand(handle.db, key, patch, pictures, operatorActor(io))
          return readApplicationBrand(handle.db, key)
        }),
      )
      if (options.json) return printJson(io, brand)
      if (changing) io.stdout(joinedLanguages('cli.apps.brandUpdated'))
      for (const line of describeBrand(brand)) io.stdout(line)
    })
}

async function readPicture(path: string, field: BrandAssetField): Promise<Uint8Array> {
  let size: number
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new Error('not a file')
    size = info.size
  } catch {
    throw new CliError(`--${field} ${path}: ${joinedLanguages('cli.common.noSuchFile')}`)
  }
  // Refused before reading: a huge file is not loaded into memory to be refused afterwards.
  if (size > MAX_BRAND_ASSET_BYTES)
    throw new CliError(new BrandAssetError(field, { code: 'too_large', bytes: size }).message)
  return new Uint8Array(await readFile(path))
}

function describePicture(picture: ApplicationBrand['logo'], missing: string) {
  if (!picture) return missing
  return `${picture.contentType} ${picture.width}×${picture.height}, ${Math.ceil(picture.bytes / 1024)} KB`
}

export function describeBrand(brand: ApplicationBrand): string[] {
  return [
    `${brand.key}: ${brand.nameJa} / ${brand.nameEn ?? brand.nameJa}${brand.shortName ? ` (short: ${brand.shortName})` : ''}`,
    `  logo: ${describePicture(brand.logo, 'none (wordmark drawn from the name)')}`,
    `  favicon: ${describePicture(brand.favicon, brand.logo ? 'derived from the logo' : 'monogram in the theme colours')}`,
    `  mail sender: ${brand.senderName ?? brand.nameJa}${brand.supportEmail ? `, support ${brand.supportEmail}` : ''}`,
    `  footer: ${brand.footerJa ?? '-'} / ${brand.footerEn ?? '-'}`,
    `  terms: ${brand.termsUrl ?? '-'}, privacy: ${brand.privacyUrl ?? '-'}`,
  ]
}
