import { describe, expect, it } from 'vitest'
import { isPublicAddress } from '../http/public-address.server'
import { fetchIdpMetadata, parseIdpMetadata } from './saml-metadata.server'
import { testIdpMetadata } from './testing/idp-metadata'

describe("an IdP's metadata", () => {
  it('gives the entity id, the HTTP-Redirect sign-on URL and the signing certificate', () => {
    const parsed = parseIdpMetadata(testIdpMetadata('https://idp.test/m', 'https://idp.test/sso'))
    expect(parsed.entityId).toBe('https://idp.test/m')
    expect(parsed.ssoUrl).toBe('https://idp.test/sso')
    expect(parsed.certificates).toHaveLength(1)
  })

  it.each([
    ['<not xml', 'metadataNotXml'],
    ['<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>', 'metadataNoIdp'],
    [testIdpMetadata().replace(/HTTP-Redirect/, 'HTTP-POST'), 'metadataNoRedirect'],
    [
      testIdpMetadata().replace(/<ds:X509Certificate>[^<]+/, '<ds:X509Certificate>bm90IGEgY2VydA=='),
      'metadataNoCertificate',
    ],
  ])('refuses %#, naming what is missing', (xml, key) => {
    expect(() => parseIdpMetadata(xml)).toThrow(expect.objectContaining({ key: `errors.saml.${key}` }))
  })

  it('is fetched only from public https addresses unless the deployment allows private ones', async () => {
    await expect(fetchIdpMetadata('http://idp.example/m', { allowPrivate: false })).rejects.toMatchObject({
      key: 'errors.saml.metadataUrlNotHttps',
    })
    await expect(fetchIdpMetadata('https://127.0.0.1/m', { allowPrivate: false })).rejects.toMatchObject({
      key: 'errors.saml.metadataUrlPrivate',
    })
    await expect(fetchIdpMetadata('https://[::1]/m', { allowPrivate: false })).rejects.toMatchObject({
      key: 'errors.saml.metadataUrlPrivate',
    })
    // A name that resolves to loopback is refused when the socket connects.
    await expect(fetchIdpMetadata('https://localhost:9/m', { allowPrivate: false })).rejects.toMatchObject({
      key: 'errors.saml.metadataUrlPrivate',
    })
    expect(isPublicAddress('203.0.113.9')).toBe(false)
    expect(isPublicAddress('10.1.2.3')).toBe(false)
    expect(isPublicAddress('8.8.8.8')).toBe(true)
  })
})
