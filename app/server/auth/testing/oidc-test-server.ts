/**
 * A real OpenID Connect provider on 127.0.0.1 for the SSO tests (Vitest and Playwright).
 *
 * Built on `oidc-provider` (panva, an OpenID Certified™ implementation, pure JavaScript, runs on
 * Node 20 with no build step) rather than hand-written protocol code on `jose`: discovery,
 * the authorization endpoint (state, nonce, PKCE S256 required, `iss` in the response), the token
 * endpoint (client_secret_basic and client_secret_post; verifies code_verifier, single-use
 * codes, redirect_uri binding), userinfo, JWKS and RS256 ID tokens all behave as the
 * specifications say, so the tests exercise better-auth against a faithful provider. `jose`
 * (already oidc-provider's own JOSE library) only makes the signing key.
 *
 * What is specific to tests: the one configured user is signed in without a login form (the
 * interaction auto-approves), the client's consent is implied, and `signInAs(null)` makes the
 * user decline (`error=access_denied`), as someone pressing "cancel" at a real provider would.
 *
 * From a script (e2e):
 *   node --import tsx app/server/auth/testing/oidc-test-server.ts --port 4175 \
 *     --client-id opsai --client-secret s3cret --email member@example.test \
 *     [--name "Member"] [--redirect-uri http://localhost:4173/api/auth/callback/ezpass]
 * prints its issuer URL (http://127.0.0.1:4175) on stdout.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'

export interface OidcTestUser {
  email: string
  name?: string
  /** What the provider says about the address (`email_verified`); true unless set. */
  emailVerified?: boolean
}

export interface OidcTestServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  clientId: string
  clientSecret: string
  /** The relying party's registered callback URLs (exact match, as at a real provider). */
  redirectUris: string[]
  /** Who signs in at the provider; null declines every sign-in. */
  user: OidcTestUser | null
}

export interface OidcTestServer {
  issuer: string
  /** Changes who the next sign-in authenticates as (null: the user declines). */
  signInAs(user: OidcTestUser | null): void
  close(): Promise<void>
}

/** The provider's stable subject for an address: what `sub` is at a real IdP, an opaque id. */
export function subjectFor(email: string) {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)
}

const SCOPES = 'openid email profile'
const INTERACTION = /^\/interaction\/([\w-]+)\/?$/

export async function startOidcTestServer(options: OidcTestServerOptions): Promise<OidcTestServer> {
  let current = options.user
  // Every user the provider has ever signed in, by subject: tokens issued earlier stay valid.
  const accounts = new Map<string, OidcTestUser>()

  let provider: Provider | undefined
  const server = createServer((req, res) => {
    if (!provider) {
      res.writeHead(503).end('starting')
      return
    }
    const interaction = INTERACTION.exec(new URL(req.url ?? '/', 'http://x').pathname)
    if (interaction) {
      void approveInteraction(provider, req, res).catch((error: unknown) => {
        process.stderr.write(`oidc-test-server: interaction failed: ${String(error)}\n`)
        if (!res.headersSent) res.writeHead(500).end('interaction failed')
      })
      return
    }
    provider.callback()(req, res)
  })

  async function approveInteraction(op: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await op.interactionDetails(req, res)
    if (!current) {
      await op.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user declined',
      })
      return
    }
    if (details.prompt.name !== 'login') {
      // Consent is implied by loadExistingGrant; any other prompt means the test set-up is wrong.
      await op.interactionFinished(req, res, {
        error: 'interaction_required',
        error_description: `unexpected prompt ${details.prompt.name}`,
      })
      return
    }
    const accountId = subjectFor(current.email)
    accounts.set(accountId, current)
    await op.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('oidc-test-server: no TCP address')
  const issuer = `http://127.0.0.1:${address.port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  }

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider accepts client_secret_post too for a client registered with a secret.
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: SCOPES.split(' '),
    // The ID token carries the profile and e-mail claims (not only userinfo), as most IdPs do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: the signed-in user has consented to the scopes it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session
      const client = ctx.oidc.client
      if (!session?.accountId || !client) return undefined
      const existing = session.grantIdFor(client.clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId })
      grant.addOIDCScope(SCOPES)
      await grant.save()
      return grant
    },
    findAccount: (_ctx, sub) => {
      const found = accounts.get(sub)
      if (!found) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: found.email,
          email_verified: found.emailVerified ?? true,
          name: found.name ?? found.email.split('@')[0],
        }),
      }
    },
    // Plain text: the tests read the reason from the body.
    renderError: (ctx, out) => {
      ctx.type = 'text/plain'
      ctx.body = `${out.error}: ${out.error_description ?? ''}`
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  }
  provider = new Provider(issuer, configuration)
  provider.on('server_error', (_ctx, error) => {
    process.stderr.write(`oidc-test-server: ${error.stack ?? String(error)}\n`)
  })

  return {
    issuer,
    signInAs(user) {
      current = user
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
    },
  })
  const port = Number(values.port)
  const clientId = values['client-id']
  const clientSecret = values['client-secret']
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !clientId || !clientSecret || !values.email) {
    process.stderr.write(
      'usage: oidc-test-server --port <n> --client-id <id> --client-secret <secret> --email <address> [--name <name>] [--redirect-uri <url>]...\n',
    )
    process.exitCode = 2
    return
  }
  const server = await startOidcTestServer({
    port,
    clientId,
    clientSecret,
    // The default deployment's callback (OPSAI_BASE_URL http://localhost:3000).
    redirectUris: values['redirect-uri'] ?? ['http://localhost:3000/api/auth/callback/ezpass'],
    user: { email: values.email, name: values.name },
  })
  process.stdout.write(`${server.issuer}\n`)
  const stop = () => {
    void server.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`oidc-test-server: ${String(error)}\n`)
    process.exit(1)
  })
}
