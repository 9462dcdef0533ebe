/**
 * The only links chat Markdown may carry: absolute http, https and mailto URLs. Everything
 * else — `javascript:`, `data:`, `vbscript:`, relative paths that could reach this app's own
 * endpoints, obfuscated schemes (`java\tscript:`, entities) — is dropped and the link text is
 * shown as plain text. The URL parser, not a regular expression, decides the scheme, so the
 * browser cannot read it differently.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return undefined
  }
  return ALLOWED_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined
}

/** react-markdown's `urlTransform`: unsafe URLs become empty, which the renderer shows as text. */
export function chatUrlTransform(url: string): string {
  return safeHref(url) ?? ''
}
