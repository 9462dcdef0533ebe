/** Injected by vite.config.ts at build time. */
declare const __OPSAI_BUILD_ID__: string

/** The help payloads under `vite dev`, rendered from docs/ by scripts/help-payload-plugin.ts (ADR 046). */
declare module 'virtual:opsai-help-payloads' {
  type Payloads = Record<
    import('./features/help/help-payload.shared').HelpPagePath,
    import('./features/help/help-payload.shared').HelpPayload
  >
  const payloads: Payloads
  export default payloads
}
