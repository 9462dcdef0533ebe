import { expect, it } from 'vitest'
import { CSV_BOM, csvField, toCsv, tokyoDateTime } from './usage-csv.server'

it('quotes commas, quotes and line breaks, and defuses formulas', () => {
  expect(csvField('plain 日本語')).toBe('plain 日本語')
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('two\nlines')).toBe('"two\nlines"')
  expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
  expect(csvField('-1,2')).toBe(`"'-1,2"`)
  expect(csvField(-5)).toBe('-5')
  expect(csvField(null)).toBe('')
})

it('writes a BOM, a header and CRLF lines', () => {
  expect(
    toCsv(
      ['a', 'b'],
      [
        ['x', 1],
        [null, 'y,z'],
      ],
    ),
  ).toBe(`${CSV_BOM}a,b\r\nx,1\r\n,"y,z"\r\n`)
})

it('formats instants in Japan time', () => {
  expect(tokyoDateTime(new Date('2026-02-28T23:30:05.123Z'))).toBe('2026-03-01 08:30:05')
})
