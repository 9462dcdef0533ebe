/**
 * Which network addresses a server-side request may reach without the deployment's permission
 * (SSRF defence: SAML metadata fetches, outgoing webhooks). Only public unicast passes: loopback,
 * private, link-local, CGNAT, multicast, documentation, NAT64/6to4/Teredo and the other special
 * ranges are refused, IPv4-mapped IPv6 judged as the IPv4 address it carries.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/** The IANA range an address falls in (`unicast`: public), or undefined when it is not an address. */
export function addressRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return undefined
  // `process` turns ::ffff:a.b.c.d into a.b.c.d, so a mapped loopback is judged as loopback.
  return ipaddr.process(address).range()
}

/** Whether an address may be reached without the deployment's permission: public unicast only. */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast'
}

/** A URL's host as an address literal (`[::1]` → `::1`), or undefined when it is a name. */
export function hostAddressLiteral(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '')
  return ipaddr.isValid(bare) ? bare : undefined
}

/**
 * A `lookup` for node:http/net that resolves like dns.lookup and fails with `refusal(address)`
 * when any answer is not public. The socket connects to the address checked here, so a name
 * that resolves differently a second time (DNS rebinding) cannot slip past the check.
 */
export function publicOnlyLookup(refusal: (address: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find((entry) => !isPublicAddress(entry.address))
      if (refused || addresses.length === 0) return callback(refusal(refused?.address ?? hostname), '', 0)
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      callback(null, first?.address ?? '', first?.family ?? 4)
    })
  }
}
