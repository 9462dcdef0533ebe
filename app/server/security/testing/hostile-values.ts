/**
 * Hostile input for the property tests: what a careless script or an attacker sends instead of
 * the expected fields. Each endpoint and server function declares a valid template; the
 * arbitraries below break it, one part or several at a time.
 */
import fc from 'fast-check'

/** Strings a field should refuse or store as plain text, never choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\u007f',
    '\r\n\t\v\f',
    '\ud800',
    'x\udfffy',
    '\ufeff\u202e\u200b',
    "' OR '1'='1",
    "'; drop table tenants; --",
    '1; select pg_sleep(5)',
    '%',
    '_',
    '\\',
    '$1',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '{{constructor.constructor("alert(1)")()}}',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..\\..\\windows\\win.ini',
    '/api/admin/users',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '9'.repeat(40),
    '1e309',
    'null',
    'undefined',
    'true',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Huge: far over any field's limit (and the body limit once or twice in a request).
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'あ'.repeat(length)),
)

/** Values of the wrong type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, [], {}, [null], { $gt: '' }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  wrongType,
)

/** Field names an object should ignore or refuse, including prototype pollution. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'tenantId',
    'userId',
    'role',
    'isSystemAdminLogin',
    'id',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
)

/** A body that is not the JSON object asked for at all. */
export type RawBody = { raw: string } | { bytes: Uint8Array }

export const hostileRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { raw: '' },
    { raw: '{' },
    { raw: 'null' },
    { raw: '[]' },
    { raw: '"text"' },
    { raw: '42' },
    { raw: '{"a":1,"a":2}' },
    { raw: '{"__proto__":{"isSystemAdminLogin":true}}' },
    { raw: '<xml/>' },
    { raw: `{"x":"${'a'.repeat(300_000)}"}` },
    { bytes: new Uint8Array([0xff, 0xfe, 0xfd]) },
    { bytes: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })),
)

/** One field of a template: kept, replaced by something hostile, or left out. */
const fieldChange = fc.oneof(
  { weight: 2, arbitrary: fc.constant<{ keep: true }>({ keep: true }) },
  { weight: 3, arbitrary: hostileValue.map((value) => ({ value })) },
  { weight: 1, arbitrary: fc.constant<{ omit: true }>({ omit: true }) },
)

/**
 * A JSON object built from `template`: each field kept, broken or left out, with extra fields
 * sometimes; or (now and then) the whole body replaced by a hostile raw body or value.
 */
export function hostileObject(template: Record<string, unknown>): fc.Arbitrary<{ json: unknown } | RawBody> {
  const keys = Object.keys(template)
  const changes = fc.tuple(...keys.map(() => fieldChange))
  const built = fc
    .record({
      changes: keys.length > 0 ? changes : fc.constant([] as never[]),
      extras: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ changes: picked, extras }) => {
      const object: Record<string, unknown> = {}
      keys.forEach((key, index) => {
        const change = picked[index] as { keep?: true; omit?: true; value?: unknown }
        if (change.omit) return
        object[key] = change.keep ? template[key] : change.value
      })
      for (const [key, value] of extras) {
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
      }
      return { json: object }
    })
  return fc.oneof(
    { weight: 6, arbitrary: built },
    { weight: 1, arbitrary: hostileRawBody },
    { weight: 1, arbitrary: wrongType.map((json) => ({ json })) },
  )
}

/** A path or query value: valid now and then, else hostile (ids, keywords, slugs). */
export function hostileSegment(valid: string): fc.Arbitrary<string> {
  return fc.oneof({ weight: 1, arbitrary: fc.constant(valid) }, { weight: 4, arbitrary: hostileString })
}
