import type { Command } from 'commander'
import { joinedLanguages } from '#app/i18n/texts.server'
import { checkThemes, type ThemeProblem } from '#registry/index'
import { checkGeneratedFiles, listBrandKeys, loadThemeSources } from '#registry/theme-files'
import { CliError } from '../../lib/errors'
import type { CliIo } from '../../lib/io'
import { projectDir } from './project-dir'

/** Every problem with the theme files under `root`, as they are on disk now. */
export async function findThemeProblems(root: string): Promise<{ problems: ThemeProblem[]; count: number }> {
  const loaded = await loadThemeSources(root)
  const problems = loaded.ok ? checkThemes(loaded.sources) : [loaded.problem]
  return { problems: [...problems, ...checkGeneratedFiles(root)], count: 1 + listBrandKeys(root).length }
}

export function registerThemesCheck(command: Command, io: CliIo) {
  command
    .command('check')
    .description('Check every theme: present, well-formed, white text at WCAG AA; exit 1 naming each failure')
    .action(async () => {
      const { problems, count } = await findThemeProblems(projectDir(io))
      if (problems.length === 0) {
        io.stdout(joinedLanguages('cli.themes.allFine', { count }))
        return
      }
      for (const problem of problems) io.stderr(`  ${problem.key}: ${problem.kind}: ${problem.message}`)
      const keys = [...new Set(problems.map((problem) => problem.key))].join(', ')
      throw new CliError(joinedLanguages('cli.themes.problems', { count: problems.length, keys }))
    })
}
