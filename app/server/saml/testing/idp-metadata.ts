/** IdP metadata for tests that need no running IdP: an entity id, a sign-on URL and a fresh certificate. */
import { certificateBody, generateSamlKeyPair } from '../saml-certificates.server'
import { REDIRECT_BINDING } from '../saml-metadata.server'

export function testIdpMetadata(
  entityId = 'https://idp.example.test/metadata',
  ssoUrl = 'https://idp.example.test/sso',
) {
  const { certificate } = generateSamlKeyPair('test-idp')
  return [
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">`,
    '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    `<md:SingleSignOnService Binding="${REDIRECT_BINDING}" Location="${ssoUrl}"/>`,
    '</md:IDPSSODescriptor></md:EntityDescriptor>',
  ].join('')
}
