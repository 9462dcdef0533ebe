import { expect, it } from 'vitest'
import { checkEndpointUrl } from '../webhooks/webhook-url.server'
import { addressRange, hostAddressLiteral, isPublicAddress } from './public-address.server'

const refused = [
  // IPv4: loopback, private, link-local (cloud metadata), CGNAT, multicast, broadcast, "this network",
  // documentation, benchmarking and reserved ranges.
  '127.0.0.1',
  '127.255.255.254',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '100.127.255.255',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '0.0.0.0',
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '198.18.0.1',
  '240.0.0.1',
  // IPv6: loopback, unspecified, link-local (with a zone), unique-local, multicast, documentation,
  // NAT64, 6to4, Teredo, site-local.
  '::1',
  '::',
  'fe80::1',
  'fe80::1%eth0',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  '2001:db8::1',
  '64:ff9b::a00:1',
  '2002:a00:1::1',
  '2001::1',
  'fec0::1',
  // IPv4-mapped and -compatible IPv6, in every spelling: judged as the IPv4 address inside.
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0:0:0:0:0:ffff:a00:1',
  '::ffff:169.254.169.254',
  '::127.0.0.1',
]

const allowed = [
  '8.8.8.8',
  '93.184.215.14',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700::1111',
  '::ffff:8.8.8.8',
]

it('refuses every non-public IPv4 and IPv6 address, mapped ones included', () => {
  for (const address of refused) expect(isPublicAddress(address), address).toBe(false)
  for (const address of allowed) expect(isPublicAddress(address), address).toBe(true)
})

it('names the range and tells addresses from names', () => {
  expect(addressRange('100.64.0.1')).toBe('carrierGradeNat')
  expect(addressRange('::ffff:10.0.0.1')).toBe('private')
  expect(addressRange('example.com')).toBeUndefined()
  expect(isPublicAddress('example.com')).toBe(false)
  expect(hostAddressLiteral('[::1]')).toBe('::1')
  expect(hostAddressLiteral('10.0.0.1')).toBe('10.0.0.1')
  expect(hostAddressLiteral('hooks.example.com')).toBeUndefined()
})

it('checks an endpoint URL at registration: literals, legacy IPv4 spellings, names and their resolved addresses', async () => {
  const policy = (addresses: string[]) => ({ allowPrivate: false, resolve: async () => addresses })
  const refusedUrls = [
    'https://127.0.0.1/x',
    // The URL parser turns these legacy spellings into 127.0.0.1 before the check.
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://127.1/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://localhost/x',
    'https://api.localhost/x',
  ]
  for (const url of refusedUrls) {
    await expect(checkEndpointUrl(url, policy(['8.8.8.8'])), url).rejects.toMatchObject({
      key: 'errors.webhooks.urlPrivate',
    })
  }
  // A name is refused when any of its addresses is not public (a rebinding name with two answers).
  await expect(
    checkEndpointUrl('https://rebind.example/x', policy(['8.8.8.8', '10.0.0.5'])),
  ).rejects.toMatchObject({
    key: 'errors.webhooks.urlPrivate',
    params: { address: '10.0.0.5' },
  })
  await expect(checkEndpointUrl('https://nowhere.example/x', policy([]))).rejects.toMatchObject({
    key: 'errors.webhooks.urlUnresolvable',
  })
  expect(await checkEndpointUrl(' https://hooks.example.com/in#frag ', policy(['93.184.215.14']))).toBe(
    'https://hooks.example.com/in',
  )
  // An on-premises deployment (OPSAI_WEBHOOK_ALLOW_PRIVATE=1) may use http and loopback.
  expect(await checkEndpointUrl('http://localhost:8080/x', { allowPrivate: true })).toBe(
    'http://localhost:8080/x',
  )
  await expect(checkEndpointUrl('ftp://localhost/x', { allowPrivate: true })).rejects.toMatchObject({
    key: 'errors.webhooks.urlInvalid',
  })
})
