/**
 * A tenant's IP allow-list (issue 19, ADR 035): CIDR ranges, IPv4 and IPv6, parsed with ipaddr.js.
 *
 * - An entry is stored normalised: its network address and prefix (`192.0.2.7/24` → `192.0.2.0/24`,
 *   a bare address → `/32` or `/128`, IPv6 in RFC 5952 form), so the list reads the same however
 *   it was typed and duplicates fold.
 * - IPv4 written as IPv4-mapped IPv6 (`::ffff:192.0.2.0/120`) is stored as IPv4 (`192.0.2.0/24`),
 *   and a mapped client address (a dual-stack socket's `::ffff:192.0.2.1`) is matched as IPv4.
 * - Only the four-part decimal IPv4 form is accepted (not `127.1` or `0x7f.0.0.1`), and no IPv6
 *   zone (`%eth0`): an owner's typo must not become a range nobody meant.
 */
import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

/** A parsed range: what `contains` checks an address against. */
export interface CidrRange {
  /** The normalised text, as stored. */
  text: string
  network: Address
  prefix: number
}

/** The most entries one list may hold (the database check says the same). */
export const MAX_ALLOW_LIST_ENTRIES = 200

function parseAddress(raw: string): Address | undefined {
  if (raw.includes('%')) return undefined
  if (ipaddr.IPv4.isValidFourPartDecimal(raw)) return ipaddr.IPv4.parse(raw)
  if (!raw.includes(':') || !ipaddr.IPv6.isValid(raw)) return undefined
  return ipaddr.IPv6.parse(raw)
}

/** `address` with its host bits cleared: the network of `address/prefix`. */
function networkOf(address: Address, prefix: number): Address {
  const bytes = address.toByteArray()
  const kept = bytes.map((byte, index) => {
    const bits = Math.min(8, Math.max(0, prefix - index * 8))
    return byte & ((0xff << (8 - bits)) & 0xff)
  })
  return ipaddr.fromByteArray(kept)
}

function textOf(address: Address): string {
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString()
}

/** One entry as an owner typed it, or undefined when it is not an address or a CIDR range. */
export function parseCidr(entry: string): CidrRange | undefined {
  const trimmed = entry.trim()
  const slash = trimmed.indexOf('/')
  const addressText = slash === -1 ? trimmed : trimmed.slice(0, slash)
  const prefixText = slash === -1 ? undefined : trimmed.slice(slash + 1)
  let address = parseAddress(addressText)
  if (!address) return undefined
  const width = address.kind() === 'ipv4' ? 32 : 128
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined
  let prefix = prefixText === undefined ? width : Number(prefixText)
  if (prefix > width) return undefined
  // IPv4 written the IPv6 way is IPv4: client addresses are compared as IPv4 (see `contains`).
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address()
    prefix -= 96
  }
  const network = networkOf(address, prefix)
  return { text: `${textOf(network)}/${prefix}`, network, prefix }
}

export type AllowListParse = { ok: true; ranges: CidrRange[] } | { ok: false; invalid: string[] }

/**
 * The entries as a list of ranges (blank entries skipped, duplicates folded, order kept), or
 * every entry that is not a range.
 */
export function parseAllowList(entries: readonly string[]): AllowListParse {
  const ranges = new Map<string, CidrRange>()
  const invalid: string[] = []
  for (const entry of entries) {
    if (entry.trim() === '') continue
    const range = parseCidr(entry)
    if (range) {
      if (!ranges.has(range.text)) ranges.set(range.text, range)
    } else invalid.push(entry.trim())
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, ranges: [...ranges.values()] }
}

/** A client address as ipaddr parses it, IPv4-mapped IPv6 taken as the IPv4 it carries. */
export function parseClientAddress(address: string | undefined): Address | undefined {
  if (!address) return undefined
  const parsed = parseAddress(address.trim())
  if (parsed?.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address()
  }
  return parsed
}

/** Whether `address` (a client address) is in any of the ranges. */
export function contains(ranges: readonly CidrRange[], address: string | undefined): boolean {
  const parsed = parseClientAddress(address)
  if (!parsed) return false
  return ranges.some(
    (range) => range.network.kind() === parsed.kind() && parsed.match(range.network, range.prefix),
  )
}
