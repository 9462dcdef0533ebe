import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { themes } from '#registry/index'
import { type CliIo, printJson } from '../../lib/io'

export function registerThemesList(command: Command, io: CliIo) {
  command
    .command('list')
    .description('List every theme: opsai first, then the brands by key')
    .option('--json', 'print the themes as JSON')
    .action((options: { json?: boolean }) => {
      if (options.json) return printJson(io, themes)
      const width = Math.max(...themes.map((theme) => theme.key.length))
      for (const theme of themes) {
        const { primary, gradation1, gradation2 } = theme.palette
        io.stdout(`${theme.key.padEnd(width)}  ${primary}  ${gradation1}→${gradation2}  ${theme.name}`)
      }
      io.stdout(joinedLanguages('cli.themes.count', { count: themes.length }))
    })
}
