/**
 * A real SAML 2.0 identity provider on 127.0.0.1 for the SAML tests (Vitest and Playwright),
 * beside the OpenID Connect one (oidc-test-server.ts).
 *
 * Built on `samlify` (a maintained SAML library, pure JavaScript) acting as IdentityProvider: it
 * parses and verifies our signed AuthnRequests (HTTP-Redirect) against the SP metadata it fetches
 * from the request's Issuer (our stable metadata URL, as an IdP with metadata refresh does), and
 * signs its assertions with its own key pair, made locally at start (saml-certificates.server.ts).
 *
 * What is specific to tests: a sign-in form with no password (e-mail and name), and a choice of
 * answer that a real IdP would never send: `tampered` (the e-mail changed after signing),
 * `wrong-audience`, `expired`, and `replay` (the previous answer posted again).
 *
 * From a script (e2e):
 *   node --import tsx app/server/auth/testing/saml-idp-test-server.ts --port 5406
 * prints its metadata URL (http://127.0.0.1:5406/metadata) on stdout.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as samlifyExports from 'samlify'
import { generateSamlKeyPair } from '../../saml/saml-certificates.server'

export const SAML_TEST_ANSWERS = ['valid', 'tampered', 'wrong-audience', 'expired', 'replay'] as const
export type SamlTestAnswer = (typeof SAML_TEST_ANSWERS)[number]

export interface SamlIdpTestServer {
  origin: string
  entityId: string
  metadataUrl: string
  /** Builds the answer a signed-in user's browser posts, for tests that post it themselves. */
  answer(
    authnRequestUrl: string,
    user: { email: string; name?: string },
    kind: SamlTestAnswer,
  ): Promise<{ acsUrl: string; samlResponse: string }>
  close(): Promise<void>
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'
const MINUTE = 60 * 1000

// Under Node's ESM loader only some of samlify's CommonJS exports are named (Utility and SamlLib
// are not); its `default` is the whole module.exports.
const samlify = (samlifyExports as { default?: typeof samlifyExports }).default ?? samlifyExports

samlify.setSchemaValidator({ validate: async () => 'skipped' })

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const escapeHtml = escapeXml

function attributeStatement(user: { email: string; name?: string }) {
  const attribute = (name: string, value: string) =>
    `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`
  return `<saml:AttributeStatement>${attribute('email', user.email)}${attribute('displayName', user.name ?? user.email.split('@')[0] ?? '')}</saml:AttributeStatement>`
}

export interface SamlIdpTestServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Reads the SP's metadata at its URL (default: fetch; Vitest asks the in-process handler). */
  spMetadata?: (url: string) => Promise<string>
}

export async function startSamlIdpTestServer(
  options: SamlIdpTestServerOptions = {},
): Promise<SamlIdpTestServer> {
  const keys = generateSamlKeyPair('opsai-test-idp')
  const interactions = new Map<string, { requestUrl: string }>()
  let lastAnswer: { acsUrl: string; samlResponse: string } | undefined
  let origin = ''
  let idp: ReturnType<typeof samlify.IdentityProvider> | undefined

  async function parseRequest(requestUrl: string) {
    const url = new URL(requestUrl)
    const samlRequest = url.searchParams.get('SAMLRequest') ?? ''
    // The Issuer names our SP's metadata URL: fetch the SP's metadata from there.
    const xml = samlify.Utility.inflateString(samlRequest)
    const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1]
    if (!issuer) throw new Error('AuthnRequest without Issuer')
    const metadata = await (options.spMetadata ?? ((at: string) => fetch(at).then((r) => r.text())))(issuer)
    const sp = samlify.ServiceProvider({ metadata })
    const raw = url.search.slice(1).split('&')
    const signed = ['SAMLRequest', 'RelayState', 'SigAlg']
      .map((key) => raw.find((part) => part.startsWith(`${key}=`)))
      .filter((part): part is string => part !== undefined)
      .join('&')
    const query = Object.fromEntries(url.searchParams)
    const parsed = await (idp as NonNullable<typeof idp>).parseLoginRequest(sp, 'redirect', {
      query,
      octetString: signed,
    })
    return { sp, parsed, relayState: url.searchParams.get('RelayState') ?? '' }
  }

  async function answer(requestUrl: string, user: { email: string; name?: string }, kind: SamlTestAnswer) {
    if (kind === 'replay') {
      if (!lastAnswer) throw new Error('nothing to replay yet')
      return lastAnswer
    }
    const { sp, parsed } = await parseRequest(requestUrl)
    const request = parsed.extract.request as { id: string; assertionConsumerServiceUrl?: string }
    const listed = sp.entityMeta.getAssertionConsumerService('post')
    const acsUrl = request.assertionConsumerServiceUrl ?? (Array.isArray(listed) ? (listed[0] ?? '') : listed)
    const now = Date.now()
    const at = (offset: number) => new Date(now + offset).toISOString()
    const past = kind === 'expired' ? -20 * MINUTE : 0
    const values = {
      ID: `_${randomBytes(16).toString('hex')}`,
      AssertionID: `_${randomBytes(16).toString('hex')}`,
      Destination: acsUrl,
      Audience:
        kind === 'wrong-audience' ? 'https://another-service.example/saml' : sp.entityMeta.getEntityID(),
      SubjectRecipient: acsUrl,
      Issuer: (idp as NonNullable<typeof idp>).entityMeta.getEntityID(),
      IssueInstant: at(past),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: at(past - MINUTE),
      ConditionsNotOnOrAfter: at(past + 5 * MINUTE),
      SubjectConfirmationDataNotOnOrAfter: at(past + 5 * MINUTE),
      NameIDFormat: EMAIL_FORMAT,
      NameID: user.email,
      InResponseTo: request.id,
      AuthnStatement: '',
      AttributeStatement: '',
    }
    const response = await (idp as NonNullable<typeof idp>).createLoginResponse(
      sp,
      { extract: parsed.extract },
      'post',
      user,
      (template: string) => ({
        id: values.ID,
        context: samlify.SamlLib.replaceTagsByValue(template, values).replace(
          '</saml:Assertion>',
          `${attributeStatement(user)}</saml:Assertion>`,
        ),
      }),
    )
    let samlResponse = response.context
    if (kind === 'tampered') {
      // After signing: the signed e-mail becomes someone else's, as an attacker would try.
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8')
      const [local, domain] = user.email.split('@')
      samlResponse = Buffer.from(xml.replaceAll(user.email, `boss-of-${local}@${domain}`)).toString('base64')
    }
    const result = { acsUrl, samlResponse }
    if (kind === 'valid') lastAnswer = result
    return result
  }

  const page = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>${body}</body></html>`,
    )
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin)
    if (req.method === 'GET' && url.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' })
      return res.end((idp as NonNullable<typeof idp>).getMetadata())
    }
    if (req.method === 'GET' && url.pathname === '/sso') {
      await parseRequest(url.href)
      const id = randomBytes(12).toString('hex')
      interactions.set(id, { requestUrl: url.href })
      const choices = SAML_TEST_ANSWERS.map((kind) => `<option value="${kind}">${kind}</option>`).join('')
      return page(
        res,
        200,
        `<h1>Test IdP sign-in</h1><form method="post" action="/sso/login">
<input type="hidden" name="interaction" value="${id}">
<label>E-mail <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label>Answer <select name="answer">${choices}</select></label>
<button type="submit">Sign in</button></form>`,
      )
    }
    if (req.method === 'POST' && url.pathname === '/sso/login') {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const interaction = interactions.get(form.get('interaction') ?? '')
      const kind = SAML_TEST_ANSWERS.find((known) => known === form.get('answer')) ?? 'valid'
      if (!interaction) return page(res, 400, '<p>Unknown interaction</p>')
      interactions.delete(form.get('interaction') ?? '')
      const user = { email: form.get('email') ?? '', name: form.get('name') || undefined }
      const result = await answer(interaction.requestUrl, user, kind)
      // The HTTP-POST binding: the browser carries the answer to the SP's ACS.
      return page(
        res,
        200,
        `<form id="post" method="post" action="${escapeHtml(result.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(result.samlResponse)}"><button type="submit">Continue</button></form><script>document.getElementById('post').submit()</script>`,
      )
    }
    res.writeHead(404).end('not found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`saml-idp-test-server: ${String(error)}\n`)
      if (!res.headersSent) page(res, 400, `<p role="alert">${escapeHtml(String(error))}</p>`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('saml-idp-test-server: no TCP address')
  origin = `http://127.0.0.1:${address.port}`
  idp = samlify.IdentityProvider({
    entityID: `${origin}/metadata`,
    signingCert: keys.certificate,
    privateKey: keys.privateKey,
    wantAuthnRequestsSigned: true,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}/sso` },
    ],
  })
  return {
    origin,
    entityId: `${origin}/metadata`,
    metadataUrl: `${origin}/metadata`,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { port: { type: 'string' } } })
  const server = await startSamlIdpTestServer({ port: Number(values.port ?? 0) })
  process.stdout.write(`${server.metadataUrl}\n`)
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
