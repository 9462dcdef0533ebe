/**
 * Where personal data sits in a text (ADR 034), each detector reading the matching form of the
 * text (matching-text.server.ts) and answering `[start, end)` ranges of that form:
 *
 * - e-mail addresses: `local@domain.tld` (ASCII, the form every mail client accepts);
 * - phone numbers: libphonenumber-js (Google's metadata, `max`) with Japan as the default
 *   country (03-1234-5678, 090-1234-5678, 0120-123-456, 03(1234)5678, +81 90 1234 5678 and any
 *   number with a `+` country code), and the North American national forms of English text
 *   ((415) 555-2671, 415-555-2671): only numbers valid for their country, so dates, postal codes,
 *   times, prices and order numbers are not phones;
 * - runs of digits in groups (`1234 5678 9012`, `4111-1111-1111-1111`) that are a My Number
 *   (12 digits with the official check digit) or a payment card (13–19 digits of a known card
 *   network's prefix and length that pass the Luhn check; card-validator, by Braintree).
 */
import cardValidator from 'card-validator'
import { findPhoneNumbersInText } from 'libphonenumber-js/max'
import type { PiiKind } from '#app/features/pii-masking/masking.shared'
import { isMyNumber } from './my-number.server'

export interface Detection {
  kind: PiiKind
  start: number
  end: number
}

const EMAIL =
  /[a-z0-9_%+-](?:[a-z0-9._%+-]*[a-z0-9_%+-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,24}(?![a-z0-9-])/g

export function detectEmails(text: string): Detection[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    kind: 'email',
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** A phone glued to a word, a code or a longer number (ORD-2024-000123, v1.2-0312345678) is not one. */
const GLUED_BEFORE = /(?:[0-9a-z_]|[0-9a-z][-./])$/
const GLUED_AFTER = /^(?:[0-9a-z_]|[-./][0-9a-z])/

/**
 * How a number without a country code is written: in Japan with its leading 0; in North America
 * as (415) 555-2671 or 415-555-2671 (ten bare digits are as often an order number).
 */
const NATIONAL_FORM = {
  JP: /^\(?0/,
  US: /^(?:\([2-9]\d{2}\) ?|[2-9]\d{2}[-. ])\d{3}[-. ]\d{4}$/,
}

/**
 * The found number's range without an opening parenthesis it did not close (`(+1 415 555 2671)`
 * is the number inside), or undefined when it is glued to its neighbours or is not written as a
 * national number is (8-1234-5678-9 is a reservation number, not +1 812 345 6789).
 */
function phoneRange(text: string, start: number, end: number, national: 'JP' | 'US') {
  let from = start
  const raw = text.slice(start, end)
  if (raw.startsWith('(') && !raw.includes(')')) from += 1
  const number = text.slice(from, end)
  if (!number.startsWith('+') && !NATIONAL_FORM[national].test(number)) return undefined
  const before = text.slice(Math.max(0, from - 2), from)
  if (GLUED_BEFORE.test(before)) return undefined
  if (GLUED_AFTER.test(text.slice(end, end + 2))) return undefined
  return { start: from, end }
}

export function detectPhones(text: string): Detection[] {
  const japanese = findPhoneNumbersInText(text, { defaultCountry: 'JP' }).map((found) =>
    phoneRange(text, found.startsAt, found.endsAt, 'JP'),
  )
  // English text writes North American numbers without +1; only those are taken from this pass.
  const northAmerican = findPhoneNumbersInText(text, { defaultCountry: 'US' })
    .filter((found) => found.number.countryCallingCode === '1')
    .map((found) => phoneRange(text, found.startsAt, found.endsAt, 'US'))
  return [...japanese, ...northAmerican].flatMap((range) =>
    range ? [{ kind: 'phone' as const, ...range }] : [],
  )
}

/**
 * Digits in groups joined by one space or hyphen, not glued to a letter, a decimal point or a
 * thousands separator (a price, a version, a product code are not numbers of a person).
 */
const DIGIT_RUN = /(?<![0-9a-z_]|[0-9][.,:/])[0-9]+(?:[ -][0-9]+)*(?![0-9a-z_]|[.,:/][0-9])/g

function numberKind(digits: string): PiiKind | undefined {
  if (digits.length === 12 && isMyNumber(digits)) return 'myNumber'
  if (digits.length >= 13 && digits.length <= 19) {
    if (cardValidator.number(digits, { luhnValidateUnionPay: true }).isValid) return 'card'
  }
  return undefined
}

export function detectIdentityNumbers(text: string): Detection[] {
  return [...text.matchAll(DIGIT_RUN)].flatMap((match): Detection[] => {
    const kind = numberKind(match[0].replace(/[ -]/g, ''))
    return kind ? [{ kind, start: match.index, end: match.index + match[0].length }] : []
  })
}
