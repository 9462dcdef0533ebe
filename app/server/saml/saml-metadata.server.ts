/**
 * An IdP's SAML metadata (ADR 037): read from pasted XML or fetched from its URL, reduced to what
 * the service provider needs (entity id, the HTTP-Redirect sign-on URL, the signing certificates).
 * Fetching refuses plain http and loopback/private addresses unless the deployment allows them
 * (OPSAI_SAML_ALLOW_PRIVATE_METADATA); the address is checked when the socket connects, so a
 * name that resolves differently the second time cannot slip through.
 */
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { DOMParser, type Element } from '@xmldom/xmldom'
import ipaddr from 'ipaddr.js'
import { InvalidInputError } from '../errors.server'
import { isPublicAddress, publicOnlyLookup } from '../http/public-address.server'
import { certificateBody, isCertificate } from './saml-certificates.server'

export const MAX_METADATA_BYTES = 512 * 1024
export const METADATA_TIMEOUT_MS = 10_000

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'

export interface IdpMetadata {
  entityId: string
  ssoUrl: string
  /** Base64 DER bodies. */
  certificates: string[]
}

const children = (parent: Element, namespace: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(namespace, name))

/** The IdP described by `xml`; refused (400, both languages) naming what is missing. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (Buffer.byteLength(xml) > MAX_METADATA_BYTES) {
    throw new InvalidInputError('errors.saml.metadataTooLarge', { max: MAX_METADATA_BYTES / 1024 })
  }
  let root: Element | null
  try {
    const document = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') throw new Error('malformed')
      },
    }).parseFromString(xml, 'text/xml')
    root = document.documentElement
  } catch {
    throw new InvalidInputError('errors.saml.metadataNotXml')
  }
  if (!root) throw new InvalidInputError('errors.saml.metadataNotXml')
  const entities = root.localName === 'EntityDescriptor' ? [root] : children(root, MD, 'EntityDescriptor')
  const entity = entities.find((candidate) => children(candidate, MD, 'IDPSSODescriptor').length > 0)
  const descriptor = entity && children(entity, MD, 'IDPSSODescriptor')[0]
  const entityId = entity?.getAttribute('entityID')?.trim()
  if (!entity || !descriptor || !entityId) throw new InvalidInputError('errors.saml.metadataNoIdp')
  const ssoUrl = children(descriptor, MD, 'SingleSignOnService')
    .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location')
    ?.trim()
  if (!ssoUrl || !isWebUrl(ssoUrl)) throw new InvalidInputError('errors.saml.metadataNoRedirect')
  const certificates = children(descriptor, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => children(key, DS, 'X509Certificate'))
    .map((node) => certificateBody(node.textContent ?? ''))
    .filter((body) => body !== '' && isCertificate(body))
  if (certificates.length === 0) throw new InvalidInputError('errors.saml.metadataNoCertificate')
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] }
}

function isWebUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export interface FetchMetadataOptions {
  allowPrivate: boolean
  timeoutMs?: number
}

class PrivateAddressError extends InvalidInputError {
  constructor(url: string) {
    super('errors.saml.metadataUrlPrivate', { url })
  }
}

/** The metadata at `rawUrl`, fetched with a timeout and a size cap, redirects not followed. */
export async function fetchIdpMetadata(rawUrl: string, options: FetchMetadataOptions): Promise<string> {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    throw new InvalidInputError('errors.saml.metadataUrlMalformed', { url: rawUrl.slice(0, 200) })
  }
  const shown = url.href.slice(0, 200)
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    throw new InvalidInputError('errors.saml.metadataUrlNotHttps', { url: shown })
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) {
    throw new PrivateAddressError(shown)
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<string>((resolve, reject) => {
    const failed = (reason: string) =>
      reject(new InvalidInputError('errors.saml.metadataFetchFailed', { url: shown, reason }))
    const request = send(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        timeout: options.timeoutMs ?? METADATA_TIMEOUT_MS,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup(() => new PrivateAddressError(shown)) }),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          return failed(`HTTP ${response.statusCode}`)
        }
        const chunks: Buffer[] = []
        let total = 0
        response.on('data', (chunk: Buffer) => {
          total += chunk.byteLength
          if (total > MAX_METADATA_BYTES) {
            request.destroy()
            reject(new InvalidInputError('errors.saml.metadataTooLarge', { max: MAX_METADATA_BYTES / 1024 }))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        response.on('error', (error) => failed(error.message))
      },
    )
    request.on('timeout', () => {
      request.destroy()
      failed(`timeout ${(options.timeoutMs ?? METADATA_TIMEOUT_MS) / 1000} s`)
    })
    request.on('error', (error) => {
      if (error instanceof InvalidInputError) reject(error)
      else failed(error.message)
    })
    request.end()
  })
}
