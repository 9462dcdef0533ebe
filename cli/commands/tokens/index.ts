import type { Command } from 'commander'
import type { CliIo } from '../../lib/io'
import { registerTokensBalance } from './balance'
import { registerTokensGrant } from './grant'
import { registerTokensGrantPlans } from './grant-plans'
import { registerTokensLedger } from './ledger'
import { registerTokensSweep } from './sweep'

export const noun = {
  name: 'tokens',
  description: 'Token balances and ledger: grant, balance, ledger, grant-plans, sweep',
}

export function register(command: Command, io: CliIo) {
  registerTokensGrant(command, io)
  registerTokensBalance(command, io)
  registerTokensLedger(command, io)
  registerTokensGrantPlans(command, io)
  registerTokensSweep(command, io)
}
