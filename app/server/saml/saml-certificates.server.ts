/**
 * Key pairs and self-signed X.509 certificates for SAML (ADR 037): each tenant's service provider
 * gets its own, and the local test IdP makes one the same way. The RSA key comes from node:crypto
 * (native, fast); node-forge (pure JavaScript, nothing downloaded) only wraps it in a certificate,
 * which SAML metadata needs even though nobody checks its chain.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import forge from 'node-forge'

export interface SamlKeyPair {
  /** PKCS#8 PEM. */
  privateKey: string
  /** The certificate as PEM. */
  certificate: string
}

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000

/** A 2048-bit RSA key and a self-signed certificate for it, valid for ten years from `now`. */
export function generateSamlKeyPair(commonName: string, now = new Date()): SamlKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const certificate = forge.pki.createCertificate()
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey)
  // A positive serial number (the first hex digit below 8): some parsers refuse a negative one.
  certificate.serialNumber = `0${randomBytes(15).toString('hex')}`
  certificate.validity.notBefore = now
  certificate.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS)
  const subject = [{ name: 'commonName', value: commonName.slice(0, 64) }]
  certificate.setSubject(subject)
  certificate.setIssuer(subject)
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create())
  return { privateKey, certificate: forge.pki.certificateToPem(certificate) }
}

/** A certificate's base64 DER body: what metadata and node-saml's `idpCert` take. */
export function certificateBody(pemOrBase64: string): string {
  return pemOrBase64.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '')
}

/** Whether a base64 DER body parses as an X.509 certificate. */
export function isCertificate(body: string): boolean {
  try {
    forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.decode64(body)))
    return true
  } catch {
    return false
  }
}
