import { describe, expect, it } from 'vitest'
import { contains, parseAllowList, parseCidr } from './cidr.server'

const ranges = (...entries: string[]) => {
  const parsed = parseAllowList(entries)
  if (!parsed.ok) throw new Error(`not ranges: ${parsed.invalid.join(', ')}`)
  return parsed.ranges
}

describe('parseCidr', () => {
  it('normalises IPv4 ranges to their network and a bare address to /32', () => {
    expect(parseCidr('192.0.2.7/24')?.text).toBe('192.0.2.0/24')
    expect(parseCidr(' 203.0.113.5 ')?.text).toBe('203.0.113.5/32')
    expect(parseCidr('10.1.2.3/8')?.text).toBe('10.0.0.0/8')
    expect(parseCidr('0.0.0.0/0')?.text).toBe('0.0.0.0/0')
    expect(parseCidr('172.16.5.4/12')?.text).toBe('172.16.0.0/12')
  })

  it('normalises IPv6 ranges to RFC 5952 form and a bare address to /128', () => {
    expect(parseCidr('2001:DB8:0:0:0:0:0:1/32')?.text).toBe('2001:db8::/32')
    expect(parseCidr('2001:db8::1')?.text).toBe('2001:db8::1/128')
    expect(parseCidr('2001:db8:abcd:12ff::/60')?.text).toBe('2001:db8:abcd:12f0::/60')
    expect(parseCidr('::/0')?.text).toBe('::/0')
  })

  it('takes IPv4 written as IPv4-mapped IPv6 as IPv4', () => {
    expect(parseCidr('::ffff:192.0.2.0/120')?.text).toBe('192.0.2.0/24')
    expect(parseCidr('::ffff:198.51.100.9')?.text).toBe('198.51.100.9/32')
  })

  it('refuses what is not an address or a range', () => {
    for (const entry of [
      '',
      'example.com',
      '192.0.2.0/33',
      '2001:db8::/129',
      '192.0.2.0/',
      '192.0.2.0/-1',
      '192.0.2.0/2x',
      '256.1.1.1',
      '127.1',
      '0x7f.0.0.1',
      'fe80::1%eth0',
      '192.0.2.0/24/8',
      '1.2.3',
    ])
      expect(parseCidr(entry), entry).toBeUndefined()
  })
})

describe('parseAllowList', () => {
  it('skips blanks and folds duplicates, keeping the order', () => {
    expect(parseAllowList(['10.0.0.0/8', '', '10.9.9.9/8', '2001:db8::/32'])).toMatchObject({
      ok: true,
      ranges: [{ text: '10.0.0.0/8' }, { text: '2001:db8::/32' }],
    })
  })

  it('names every entry that is not a range', () => {
    expect(parseAllowList(['10.0.0.0/8', 'office', '1.2.3.4/40'])).toEqual({
      ok: false,
      invalid: ['office', '1.2.3.4/40'],
    })
  })
})

describe('contains', () => {
  const list = ranges('192.0.2.0/24', '2001:db8:1::/48', '198.51.100.7')

  it('matches IPv4 addresses in and out of the ranges', () => {
    expect(contains(list, '192.0.2.1')).toBe(true)
    expect(contains(list, '192.0.2.255')).toBe(true)
    expect(contains(list, '192.0.3.1')).toBe(false)
    expect(contains(list, '198.51.100.7')).toBe(true)
    expect(contains(list, '198.51.100.8')).toBe(false)
  })

  it('matches IPv6 addresses in and out of the ranges', () => {
    expect(contains(list, '2001:db8:1:ffff::1')).toBe(true)
    expect(contains(list, '2001:DB8:1::')).toBe(true)
    expect(contains(list, '2001:db8:2::1')).toBe(false)
  })

  it('matches an IPv4-mapped client address as the IPv4 it carries', () => {
    expect(contains(list, '::ffff:192.0.2.9')).toBe(true)
    expect(contains(list, '::ffff:10.0.0.1')).toBe(false)
    expect(contains(ranges('::ffff:192.0.2.0/120'), '192.0.2.4')).toBe(true)
  })

  it('never matches across families or an unknown address', () => {
    expect(contains(ranges('0.0.0.0/0'), '2001:db8::1')).toBe(false)
    expect(contains(ranges('::/0'), '192.0.2.1')).toBe(false)
    expect(contains(list, undefined)).toBe(false)
    expect(contains(list, 'not-an-address')).toBe(false)
  })
})
