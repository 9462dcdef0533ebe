import type { Command } from 'commander'
import { z } from 'zod'
import { joinedLanguages } from '#app/i18n/texts.server'
import { says } from '#app/server/issue-text.server'
import { type ModelPriceSheet, modelPriceSheet } from '#app/server/ledger/model-price-sheet.server'
import {
  creditWeightSchema,
  type EffectivePrice,
  type ModelPrice,
  modelIdSchema,
  removeModelPrice,
  setModelPrice,
} from '#app/server/ledger/model-prices.server'
import { parseOptions } from '../../lib/errors'
import { type CliIo, printJson, withDatabase } from '../../lib/io'
import { formatTable, operatorActor, refusalsExit } from '../tenants/operator'

/** A weight as typed (`2.5`, `-1`): a number for the service's own checks, or a bilingual refusal. */
const weightOption = z
  .string()
  .trim()
  .regex(/^-?(\d+(\.\d*)?|\.\d+)$/, says('errors.modelPrices.weightNotNumber'))
  .transform(Number)
  .pipe(creditWeightSchema)

const setOptionsSchema = z.object({
  model: modelIdSchema,
  input: weightOption,
  output: weightOption,
  json: z.boolean().optional(),
})

const removeOptionsSchema = z.object({ model: modelIdSchema })

const SCOPE = '<ai_type|default>'
const credits = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 })

export function registerAppsPrice(apps: Command, io: CliIo) {
  const price = apps
    .command('price')
    .description(
      'Model prices in credits per 1,000 input and output tokens: of an application, or the system default (`default`)',
    )

  price
    .command(`list ${SCOPE}`)
    .description("A scope's prices; for an application, each model it runs on with the price charged")
    .option('--json', 'print the prices and models as JSON')
    .action(async (scope: string, options: { json?: boolean }) => {
      const sheet = await withDatabase(io, (handle) =>
        refusalsExit(() => modelPriceSheet(handle.db, scope, io.env)),
      )
      if (options.json) return printJson(io, sheet)
      for (const line of describeSheet(sheet)) io.stdout(line)
    })

  price
    .command(`set ${SCOPE}`)
    .description('Create or replace the price of one model (`*`: every model of the scope without its own)')
    .requiredOption('--model <id>', 'model id as the provider names it, or * for every other model')
    .requiredOption('--input <credits>', 'credits per 1,000 input tokens (0-1,000,000, at most 4 decimals)')
    .requiredOption('--output <credits>', 'credits per 1,000 output tokens (0-1,000,000, at most 4 decimals)')
    .option('--json', 'print the stored price as JSON')
    .action(async (scope: string, raw: Record<string, unknown>) => {
      const options = parseOptions(setOptionsSchema, raw)
      const stored = await withDatabase(io, (handle) =>
        refusalsExit(() =>
          setModelPrice(
            handle.db,
            scope,
            { model: options.model, inputCreditsPer1k: options.input, outputCreditsPer1k: options.output },
            operatorActor(io),
          ),
        ),
      )
      if (options.json) return printJson(io, stored)
      io.stdout(`${joinedLanguages('cli.apps.priceSet', { scope })}`)
      io.stdout(`  ${describePrice(stored)}`)
    })

  price
    .command(`remove ${SCOPE}`)
    .description(
      'Remove the price of one model: it falls back to `*`, the system default, then the built-in price',
    )
    .requiredOption('--model <id>', 'model id, or *')
    .action(async (scope: string, raw: Record<string, unknown>) => {
      const options = parseOptions(removeOptionsSchema, raw)
      const removed = await withDatabase(io, (handle) =>
        refusalsExit(() => removeModelPrice(handle.db, scope, options.model, operatorActor(io))),
      )
      io.stdout(joinedLanguages('cli.apps.priceRemoved', { scope, model: removed.model }))
    })
}

function describePrice(price: ModelPrice) {
  return `${price.model}: input ${credits(price.inputCreditsPer1k)}, output ${credits(price.outputCreditsPer1k)} credits per 1,000 tokens`
}

const SOURCES: Record<EffectivePrice['source'], string> = {
  application: 'application',
  default: 'system default',
  'built-in': 'built in',
  offline: 'offline provider: free',
}

function sourceOf(price: EffectivePrice) {
  const row = price.matchedModel === '*' ? ' (*)' : ''
  return `${SOURCES[price.source]}${row}`
}

/** The sheet as an operator reads it: the rows, then what each model of the application costs. */
export function describeSheet(sheet: ModelPriceSheet): string[] {
  const lines = [
    sheet.application
      ? `${sheet.application.name} (${sheet.application.key}): credits per 1,000 tokens`
      : `System default: credits per 1,000 tokens (a model priced nowhere costs ${credits(sheet.builtIn.inputCreditsPer1k)} / ${credits(sheet.builtIn.outputCreditsPer1k)})`,
  ]
  if (sheet.prices.length === 0) lines.push('  no prices of its own')
  else {
    lines.push(
      formatTable(
        ['MODEL', 'INPUT', 'OUTPUT', 'UPDATED'],
        sheet.prices.map((price) => [
          price.model,
          credits(price.inputCreditsPer1k),
          credits(price.outputCreditsPer1k),
          price.updatedAt,
        ]),
      ),
    )
  }
  if (sheet.application) {
    lines.push(`Models it runs on (provider: ${sheet.application.provider ?? 'settings not usable'}):`)
    if (sheet.models.length === 0) lines.push('  none named (no model in its provider settings or chats)')
    else {
      lines.push(
        formatTable(
          ['MODEL', 'INPUT', 'OUTPUT', 'PRICE FROM', 'USED BY'],
          sheet.models.map((model) => [
            model.model,
            credits(model.price.inputCreditsPer1k),
            credits(model.price.outputCreditsPer1k),
            sourceOf(model.price),
            [model.providerModel ? 'provider' : '', model.chats > 0 ? `${model.chats} chat(s)` : '']
              .filter(Boolean)
              .join(', '),
          ]),
        ),
      )
    }
  }
  return lines
}
