/**
 * A schema issue in both languages. Schemas use catalogue keys as messages
 * (`z.string().min(8, 'validation.minLength')`); the issue's own values (`minimum`, `maximum`)
 * fill the text's placeholders.
 */
import type { z } from 'zod'
import type { BilingualText } from '#app/i18n/bilingual-text.shared'
import { bothLanguages, isTextKey, type TextKey, type TextParams } from '#app/i18n/texts.server'

/** A key as a schema message: zod takes any string, this makes the type checker see the key. */
export const says = (key: TextKey): string => key

/** The values of an issue a text may quote (`minimum`, `maximum`, `keys`, a refinement's `params`). */
export function issueParams(issue: object): TextParams {
  const params: TextParams = {}
  for (const [name, value] of Object.entries(issue)) {
    // A refinement's own values (`params: { max }`) fill the text like zod's.
    if (name === 'params' && typeof value === 'object' && value !== null)
      Object.assign(params, issueParams(value))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
    else if (typeof value === 'bigint') params[name] = value.toString()
    // The allowed values of an enum (`values`), listed as the text shows them.
    else if (Array.isArray(value)) params[name] = value.map(String).join(', ')
  }
  return params
}

/** zod's own wording (a wrong type, an unknown field): it has no key, so it is shown as it is. */
export const zodWording = (issue: z.core.$ZodIssue): BilingualText => ({
  ja: issue.message,
  en: issue.message,
})

/** The issue's text; `otherwise` for a message that is not a key (zod's own, for a wrong type). */
export function issueText(
  issue: z.core.$ZodIssue,
  otherwise: BilingualText = bothLanguages('errors.common.notInForm'),
): BilingualText {
  return isTextKey(issue.message) ? bothLanguages(issue.message, issueParams(issue)) : otherwise
}

/** Every issue's text, one per line: the values of `errors.common.issueList`. */
export function issueList(issues: z.core.$ZodIssue[]): TextParams {
  const texts = issues.map((issue) => issueText(issue, zodWording(issue)))
  return {
    detailsJa: texts.map((text) => text.ja).join('\n'),
    detailsEn: texts.map((text) => text.en).join('\n'),
  }
}

/** The issue's text when its message is a catalogue key, else undefined. */
export function keyedIssueText(issue: z.core.$ZodIssue): BilingualText | undefined {
  return isTextKey(issue.message) ? bothLanguages(issue.message, issueParams(issue)) : undefined
}
