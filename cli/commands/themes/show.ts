import type { Command } from 'commander'
import { CONTRAST_CHECKED, contrastRatio, getTheme, isThemeKey, TEXT_ON_BRAND } from '#registry/index'
import { CliError } from '../../lib/errors'
import { type CliIo, printJson } from '../../lib/io'

/** `primaryActive` → `primary-active`, `text1` → `text-1`: the names of spec §9 and the CSS. */
export function specColourName(field: string) {
  return field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/(\D)(\d)/, '$1-$2')
}

const brandColours: ReadonlySet<string> = new Set(CONTRAST_CHECKED)

export function registerThemesShow(command: Command, io: CliIo) {
  command
    .command('show <key>')
    .description("Show one theme's palette, with white-text contrast for the brand colours")
    .option('--json', 'print the theme as JSON')
    .action((key: string, options: { json?: boolean }) => {
      if (!isThemeKey(key)) {
        throw new CliError(
          `Unknown theme "${key}"; \`opsai themes list\` shows them all / ` +
            `テーマ "${key}" はありません。一覧は \`opsai themes list\` で確認できます`,
        )
      }
      const theme = getTheme(key)
      if (options.json) return printJson(io, theme)
      io.stdout(`${theme.key} (${theme.kind}): ${theme.name}`)
      io.stdout(theme.note)
      for (const [field, colour] of Object.entries(theme.palette)) {
        const contrast = brandColours.has(field)
          ? `  white text ${contrastRatio(colour, TEXT_ON_BRAND).toFixed(2)}:1`
          : ''
        io.stdout(`  ${specColourName(field).padEnd(14)} ${colour}${contrast}`)
      }
    })
}
