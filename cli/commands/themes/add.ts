import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { describeLowContrast, lowContrastColours } from '#registry/check'
import {
  type BrandSource,
  brandSourceSchema,
  DEFAULT_THEME,
  hexColourSchema,
  themeKeySchema,
} from '#registry/index'
import {
  brandFilePath,
  brandFileSource,
  generatedFiles,
  listBrandKeys,
  writeFilesAtomically,
} from '#registry/theme-files'
import { CliError } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { projectDir } from './project-dir'

/** Fixed path segments beside `{ai_type}` (spec §2): a theme by these names could never be reached. */
const RESERVED_KEYS = ['ezpass', 'thanks']

interface AddOptions {
  primary: string
  primaryActive: string
  gradation1: string
  gradation2: string
  name?: string
  note?: string
}

const COLOUR_FLAGS = [
  ['primary', '--primary'],
  ['primaryActive', '--primary-active'],
  ['gradation1', '--gradation-1'],
  ['gradation2', '--gradation-2'],
] as const

function titleFromKey(key: string) {
  return key
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Validates everything first and returns the brand, or throws naming each bad value. */
function validateBrand(key: string, options: AddOptions, existingKeys: readonly string[]): BrandSource {
  const errors: string[] = []
  const keyCheck = themeKeySchema.safeParse(key)
  if (!keyCheck.success) {
    errors.push(`<key> "${key}": ${keyCheck.error.issues.map((issue) => issue.message).join('; ')}`)
  } else if (key === DEFAULT_THEME || existingKeys.includes(key)) {
    errors.push(`<key> "${key}": ${joinedLanguages('cli.themes.keyTaken')}`)
  } else if (RESERVED_KEYS.includes(key)) {
    errors.push(`<key> "${key}": ${joinedLanguages('cli.themes.keyReserved')}`)
  }
  for (const [field, flag] of COLOUR_FLAGS) {
    const colour = hexColourSchema.safeParse(options[field])
    if (!colour.success) errors.push(`${flag} "${options[field]}": ${colour.error.issues[0]?.message}`)
  }
  if (errors.length > 0) throw refusal(errors)

  const brand = brandSourceSchema.safeParse({
    name: options.name ?? titleFromKey(key),
    note:
      options.note ??
      `Primary ${options.primary}; header gradation ${options.gradation1} to ${options.gradation2}.`,
    colours: {
      primary: options.primary,
      primaryActive: options.primaryActive,
      gradation1: options.gradation1,
      gradation2: options.gradation2,
    },
  })
  if (!brand.success) {
    throw refusal(
      brand.error.issues.map((issue) => `--${issue.path.map(String).join('.')}: ${issue.message}`),
    )
  }
  const failures = lowContrastColours(brand.data.colours)
  if (failures.length > 0) throw refusal([describeLowContrast(failures)])
  return brand.data
}

function refusal(errors: string[]) {
  return new CliError(
    `${joinedLanguages('cli.themes.notAdded')}\n${errors.map((error) => `  ${error}`).join('\n')}`,
  )
}

export function registerThemesAdd(command: Command, io: CliIo) {
  command
    .command('add <key>')
    .description('Add a brand theme: writes themes/brands/<key>.ts and registers it (rebuild to serve it)')
    .requiredOption('--primary <hex>', 'buttons and links; white text on it must reach 4.5:1')
    .requiredOption('--primary-active <hex>', 'hovered and pressed primary; white text at 4.5:1')
    .requiredOption('--gradation-1 <hex>', 'start of the header band; white text at 4.5:1')
    .requiredOption('--gradation-2 <hex>', 'end of the header band; white text at 4.5:1')
    .option('--name <display name>', 'shown in Storybook and `themes list` (default: from the key)')
    .option('--note <one line>', 'the idea behind the colours (default: the colours)')
    .action((key: string, options: AddOptions) => {
      const root = projectDir(io)
      const existingKeys = listBrandKeys(root)
      const brand = validateBrand(key, options, existingKeys)

      const files = new Map([[brandFilePath(key), brandFileSource(brand)]])
      for (const [path, content] of generatedFiles([...existingKeys, key])) {
        const current = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined
        if (current !== content) files.set(path, content)
      }
      writeFilesAtomically(root, files)

      io.stdout(joinedLanguages('cli.themes.added', { key, name: brand.name }))
      for (const path of files.keys()) io.stdout(`  ${path}`)
      io.stdout(
        'Rebuild to serve it (`npm run build`; `npm start` rebuilds by itself) / ' +
          '反映するには再ビルドしてください（`npm start` は自動で再ビルドします）',
      )
    })
}
