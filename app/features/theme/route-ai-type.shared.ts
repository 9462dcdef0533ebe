// The pages of spec §2 that carry an `{ai_type}`: /login/{ai_type}, /admin/login/{ai_type} and
// /freeRegist/{ai_type}. Fixed siblings (/login/ezpass, /freeRegist/thanks) are never theme keys:
// `opsai themes add` refuses them.
const AI_TYPE_PATHS = [/^\/(?:admin\/)?login\/([^/]+)\/?$/, /^\/freeRegist\/([^/]+)\/?$/]

/**
 * The `{ai_type}` of a path, derived from the path itself so it works before those routes exist.
 * It knows no application: the server decides what the segment names (ADR 023).
 */
export function routeAiType(pathname: string): string | undefined {
  for (const pattern of AI_TYPE_PATHS) {
    const segment = pattern.exec(pathname)?.[1]
    if (segment === undefined) continue
    try {
      return decodeURIComponent(segment)
    } catch {
      // A malformed escape (`%E0%A4%A`) is simply not an ai_type.
      return undefined
    }
  }
  return undefined
}
