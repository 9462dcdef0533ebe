/**
 * The security headers of every response (ADR 014).
 *
 * HTML documents get a Content-Security-Policy with the response's nonce (`csp-nonce.server.ts`);
 * everything else (static files, JSON, event streams, error answers) gets a policy that lets the
 * response load nothing at all, since none of them is a document the browser should run. The
 * other headers are the same on every response.
 *
 * `buildContentSecurityPolicy(nonce)` is the one builder of the document policy: the SSR request
 * middleware (app/start.ts) and the anonymous-page render cache both call it.
 */
import { getServerConfig } from '../config.server'
import { CSP_HEADER_NAME, createNonce } from './csp-nonce.server'

export { CSP_HEADER_NAME }

/**
 * Origins the browser may send requests to besides this one: the Sentry ingest host, when error
 * reporting is on (the browser SDK posts envelopes there).
 */
function reportingOrigins(): string[] {
  const dsn = getServerConfig().sentry.dsn
  if (!dsn) return []
  try {
    return [new URL(dsn).origin]
  } catch {
    return []
  }
}

function servedOverHttps(): boolean {
  return getServerConfig().server.baseUrl.startsWith('https:')
}

/**
 * The policy of an HTML document answered with `nonce`.
 *
 * - scripts: this origin's bundles and the inline SSR scripts carrying the nonce — an injected
 *   `<script>` or `onerror=` handler does not run;
 * - styles: this origin's stylesheets plus inline styles, because Radix and the virtualised lists
 *   position elements with `style` attributes and react-remove-scroll injects a `<style>` without
 *   a nonce; CSS cannot run code, so this keeps the script guarantee intact;
 * - images and fonts: this origin, `data:` (inline SVG icons, font fallbacks) and `blob:`;
 * - no plugins, no `<base>` hijack, forms post only here, and no page may frame this one
 *   (clickjacking) — except a chat widget's frame, by its allowed origins (`framedBy`, ADR 040).
 */
export function buildContentSecurityPolicy(nonce: string, options: FramingOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...reportingOrigins()],
    // Sentry's session replay compresses in a worker made from a blob.
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(options.framedBy?.length ? options.framedBy : ["'none'"])],
  ]
  if (servedOverHttps()) directives.push(['upgrade-insecure-requests'])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** The policy of a response that is not an HTML document: it may load and run nothing. */
export const NON_DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** Who may frame a document: nobody, unless a widget's frame names its allowed origins. */
export interface FramingOptions {
  framedBy?: string[]
}

/** Headers that are the same on every response (a widget's frame drops X-Frame-Options). */
export function baseSecurityHeaders(options: FramingOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  // For browsers that predate `frame-ancestors`; it has no value that allows a list of origins,
  // so a widget's frame relies on `frame-ancestors` alone.
  if (!options.framedBy?.length) headers['x-frame-options'] = 'DENY'
  // HSTS only when the deployment is public over HTTPS: on http://localhost it would be ignored
  // at best and pin a developer's browser at worst.
  if (servedOverHttps()) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
}

/**
 * Adds the security headers to `response` without replacing a policy already set (the SSR
 * middleware sets the nonce policy of a page before the outer server layer sees it). An HTML
 * answer gets the document policy with `nonce`; without one (it never passed the SSR
 * middleware) a fresh nonce nothing in it carries, so its inline scripts stay blocked. Any other
 * answer gets the policy that loads nothing.
 */
export function applySecurityHeaders(
  response: Response,
  options: { nonce?: string } & FramingOptions = {},
): Response {
  const headers = response.headers
  // Only a document may be framed: a widget's error answer or JSON keeps the defaults.
  const framing = isHtml(response) ? { framedBy: options.framedBy } : {}
  // A widget frame's policy set by an inner layer travels out without a DENY beside it.
  const framedAlready = isHtml(response) && policyAllowsFraming(headers.get(CSP_HEADER_NAME))
  for (const [name, value] of Object.entries(baseSecurityHeaders(framing))) {
    if (name === 'x-frame-options' && framedAlready) continue
    if (!headers.has(name)) headers.set(name, value)
  }
  if (!headers.has(CSP_HEADER_NAME)) {
    headers.set(
      CSP_HEADER_NAME,
      isHtml(response)
        ? buildContentSecurityPolicy(options.nonce ?? createNonce(), framing)
        : NON_DOCUMENT_CONTENT_SECURITY_POLICY,
    )
  }
  return response
}

/** Whether a policy names origins that may frame the document (anything but `'none'`). */
function policyAllowsFraming(policy: string | null): boolean {
  const directive = policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '))
  return directive !== undefined && directive !== "frame-ancestors 'none'"
}

/**
 * `applySecurityHeaders` for a response whose headers may be immutable (a `Response.redirect`,
 * a fetched response): copies it first when setting a header throws.
 */
export function withSecurityHeaders(
  response: Response,
  options: { nonce?: string } & FramingOptions = {},
): Response {
  try {
    return applySecurityHeaders(response, options)
  } catch {
    const copy = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    })
    return applySecurityHeaders(copy, options)
  }
}
