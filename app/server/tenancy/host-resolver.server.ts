/**
 * Host → tenant → theme, per request, from an in-memory cache. The cache is dropped whenever the
 * `domains` cache version in the database moves (every mapping, tenant-status and theme change
 * bumps it in its own transaction); each server checks the version at most once per
 * `checkIntervalMs`, so a change made by the CLI or the console on any machine shows within
 * about a second, without a restart. Works the same over PGlite's socket and PostgreSQL.
 */
import type { Db } from '#db/client'
import { DOMAINS_CACHE, readCacheVersion } from './cache-version.server'
import { type HostMapping, loadHostMapping } from './domains.server'
import { normaliseHost } from './host.server'

/** The tenant a host belongs to, as the router context and later guards see it. */
export type HostTenant = HostMapping['tenant']

export interface HostResolution {
  /** `null` for an unknown host: the default theme, and sign-in decides the tenant. */
  tenant: HostTenant | null
  /** The host's theme key as stored (the theme resolver skips one no longer registered). */
  theme?: string
}

export interface HostResolverOptions {
  checkIntervalMs?: number
  /** Bounds memory when clients send arbitrary Host headers. */
  maxEntries?: number
  now?: () => number
}

const NO_TENANT: HostResolution = { tenant: null }

export class HostResolver {
  private readonly entries = new Map<string, Promise<HostResolution>>()
  private version: number | undefined
  private checkedAt = Number.NEGATIVE_INFINITY
  private versionCheck: Promise<void> | undefined
  private readonly checkIntervalMs: number
  private readonly maxEntries: number
  private readonly now: () => number

  constructor(
    private readonly database: () => Promise<Db>,
    options: HostResolverOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000
    this.maxEntries = options.maxEntries ?? 10_000
    this.now = options.now ?? Date.now
  }

  async resolve(rawHost: string | null | undefined): Promise<HostResolution> {
    const host = normaliseHost(rawHost)
    if (!host) return NO_TENANT
    await this.checkVersion()
    let entry = this.entries.get(host)
    if (!entry) {
      if (this.entries.size >= this.maxEntries) this.entries.clear()
      entry = this.load(host)
      this.entries.set(host, entry)
      // A failed lookup is not remembered: the next request asks the database again.
      entry.catch(() => this.entries.delete(host))
    }
    return entry
  }

  /**
   * The `domains` cache version the entries belong to, checked as `resolve` checks it. The
   * anonymous-page render cache (app/server/render-cache) tags its pages with it, so a page is
   * dropped with the Host mapping, tenant, theme or application it was rendered from.
   */
  async currentVersion(): Promise<number> {
    await this.checkVersion()
    return this.version ?? 0
  }

  /**
   * The next request checks the version whatever the interval: a change this process just made
   * (a tenant's IP allow-list) applies to its very next request, not a second later.
   */
  recheck(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY
  }

  /**
   * The host's resolution if this process already has it, without asking the database or
   * checking the version: the access log's tenant id (ADR 042). Undefined while a lookup runs.
   */
  async peek(rawHost: string | null | undefined): Promise<HostResolution | undefined> {
    const host = normaliseHost(rawHost)
    const entry = host ? this.entries.get(host) : undefined
    if (!entry) return undefined
    // A settled entry wins the race; a pending or failed one is not known yet.
    return Promise.race([entry, Promise.resolve(undefined)]).catch(() => undefined)
  }

  /** The version last read, without asking the database (undefined before the first check). */
  knownVersion(): number | undefined {
    return this.version
  }

  private async load(host: string): Promise<HostResolution> {
    const mapping = await loadHostMapping(await this.database(), host)
    return mapping ? { tenant: mapping.tenant, theme: mapping.theme } : NO_TENANT
  }

  private async checkVersion() {
    if (this.now() - this.checkedAt < this.checkIntervalMs) return
    // One query for all the requests that arrive while it runs.
    this.versionCheck ??= (async () => {
      try {
        const version = await readCacheVersion(await this.database(), DOMAINS_CACHE)
        if (version !== this.version) {
          this.entries.clear()
          this.version = version
        }
        this.checkedAt = this.now()
      } finally {
        this.versionCheck = undefined
      }
    })()
    await this.versionCheck
  }
}
