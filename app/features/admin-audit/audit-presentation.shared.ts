/**
 * How an audit entry reads for a person (issue 14: the log showed raw JSON and UUIDs): the actor
 * as a name with the e-mail beside it, the target by its name, the operation as words in the
 * reader's language, and the details as "key: value" lines. Pure, so it is tested without a DOM.
 */
import type { Locale } from '../../i18n/locale'
import {
  auditDetailKeysEn,
  auditDetailKeysJa,
  auditOperationsEn,
  auditOperationsJa,
  auditWordsEn,
  auditWordsJa,
} from './audit-operations.messages'

/** What the server could find for an id that appears in a page of entries (a user or a tenant). */
export interface AuditName {
  name: string
  email?: string | null
}
export type AuditNames = Record<string, AuditName>

export interface AuditEntryInput {
  actor: string
  action: string
  target: string | null
  /** The entry's details as the server stored them (a JSON object). */
  details: string
}

export interface PresentedAuditEntry {
  actor: { name: string; detail?: string }
  operation: string
  target: string
  details: { label: string; value: string }[]
}

const WORDS = { ja: auditWordsJa, en: auditWordsEn }

/** `admin:<id>` and `user:<id>` are people; `cli:<os user>` the operator's command line. */
function presentActor(actor: string, names: AuditNames, locale: Locale): PresentedAuditEntry['actor'] {
  const words = WORDS[locale]
  const [kind, ...rest] = actor.split(':')
  const id = rest.join(':')
  if ((kind === 'admin' || kind === 'user') && id) {
    const person = names[id]
    if (!person) return { name: words.goneUser }
    return person.email && person.email !== person.name
      ? { name: person.name, detail: person.email }
      : { name: person.name }
  }
  if (kind === 'cli') return { name: id ? words.cliAs.replace('{{who}}', id) : words.cli }
  // `system:demo-seed`, `server:start`: the platform itself, with what ran as the detail.
  if (kind === 'system' || kind === 'server')
    return id ? { name: words.system, detail: id } : { name: words.system }
  return { name: actor }
}

/** `tenant.member.role` → "tenant member role" for an action no catalogue names yet. */
function spellOut(code: string) {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase()
}

export function operationLabel(action: string, locale: Locale) {
  const catalogue = locale === 'ja' ? auditOperationsJa : auditOperationsEn
  return catalogue[action] ?? spellOut(action)
}

function detailLabel(key: string, locale: Locale) {
  const catalogue = locale === 'ja' ? auditDetailKeysJa : auditDetailKeysEn
  return catalogue[key] ?? spellOut(key)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function nameOf(id: string, names: AuditNames) {
  const found = names[id]
  // An id nothing names any more (a deleted row): its first characters are enough to tell it apart.
  if (!found) return UUID.test(id) ? `${id.slice(0, 8)}…` : id
  return found.email && found.email !== found.name ? `${found.name} <${found.email}>` : found.name
}

function valueText(value: unknown, names: AuditNames, locale: Locale): string {
  const words = WORDS[locale]
  if (value === null || value === undefined || value === '') return words.none
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number') return value.toLocaleString(locale === 'ja' ? 'ja-JP' : 'en-US')
  if (typeof value === 'string') return nameOf(value, names)
  if (Array.isArray(value))
    return value.length === 0
      ? words.none
      : value.map((item) => valueText(item, names, locale)).join(words.listSeparator)
  return JSON.stringify(value)
}

/** Nested objects become "parent › child" lines, so no JSON reaches the reader. */
function detailLines(
  value: Record<string, unknown>,
  names: AuditNames,
  locale: Locale,
  prefix = '',
): PresentedAuditEntry['details'] {
  return Object.entries(value).flatMap(([key, item]) => {
    const label = prefix + detailLabel(key, locale)
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const nested = detailLines(item as Record<string, unknown>, names, locale, `${label} › `)
      return nested.length > 0 ? nested : [{ label, value: WORDS[locale].none }]
    }
    return [{ label, value: valueText(item, names, locale) }]
  })
}

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function presentAuditEntry(
  entry: AuditEntryInput,
  names: AuditNames,
  locale: Locale,
): PresentedAuditEntry {
  return {
    actor: presentActor(entry.actor, names, locale),
    operation: operationLabel(entry.action, locale),
    target: entry.target && entry.target !== 'system' ? nameOf(entry.target, names) : '',
    details: detailLines(parseDetails(entry.details), names, locale),
  }
}
