import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerThemesAdd } from './add'
import { registerThemesCheck } from './check'
import { registerThemesList } from './list'
import { registerThemesShow } from './show'

export const noun = { name: 'themes', description: 'Brand themes: list, show, check, add' }

export function register(command: Command, io: CliIo) {
  registerThemesList(command, io)
  registerThemesShow(command, io)
  registerThemesCheck(command, io)
  registerThemesAdd(command, io)
}
