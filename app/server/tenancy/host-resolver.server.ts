/**
 * Host → tenant → theme, per request, from an in-memory cache. The cache is dropped whenever the
 * `domains` cache version moves (every mapping, tenant and application change bumps it in its own
 * transaction). The version comes from the process's one reader (cache-versions.server.ts):
 * delivered by NOTIFY within milliseconds on PostgreSQL, else polled at most once a second, so a
 * change made by the CLI or the console through any instance shows everywhere without a restart.
 */
import type { Db } from '#db/client'
import { CACHE_READS } from './cache-version.server'
import { CacheVersions } from './cache-versions.server'
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
  /** The process's reader (app/server/tenancy/process-cache-versions.server.ts); absent: a reader of its own. */
  versions?: CacheVersions
  /** For a reader of its own. */
  checkIntervalMs?: number
  /** Bounds memory when clients send arbitrary Host headers. */
  maxEntries?: number
  /** For a reader of its own. */
  now?: () => number
}

const NO_TENANT: HostResolution = { tenant: null }
const READS = CACHE_READS.hostMap

export class HostResolver {
  /** Each host's lookup, and its result once it has one (for `peek`, which cannot wait). */
  private readonly entries = new Map<string, { loading: Promise<HostResolution>; settled?: HostResolution }>()
  private version: number | undefined
  private readonly maxEntries: number
  readonly versions: CacheVersions

  constructor(
    private readonly database: () => Promise<Db>,
    options: HostResolverOptions = {},
  ) {
    this.versions =
      options.versions ??
      new CacheVersions(database, { checkIntervalMs: options.checkIntervalMs, now: options.now })
    this.maxEntries = options.maxEntries ?? 10_000
  }

  async resolve(rawHost: string | null | undefined): Promise<HostResolution> {
    const host = normaliseHost(rawHost)
    if (!host) return NO_TENANT
    await this.checkVersion()
    let entry = this.entries.get(host)
    if (!entry) {
      if (this.entries.size >= this.maxEntries) this.entries.clear()
      const created: { loading: Promise<HostResolution>; settled?: HostResolution } = {
        loading: this.load(host),
      }
      entry = created
      this.entries.set(host, created)
      created.loading.then(
        (resolution) => {
          created.settled = resolution
        },
        // A failed lookup is not remembered: the next request asks the database again.
        () => {
          if (this.entries.get(host) === created) this.entries.delete(host)
        },
      )
    }
    return entry.loading
  }

  /** The `domains` version the entries belong to, checked as `resolve` checks it. */
  async currentVersion(): Promise<number> {
    await this.checkVersion()
    return this.version ?? 0
  }

  /**
   * The next request checks the version whatever the interval: a change this process just made
   * (a tenant's IP allow-list) applies to its very next request, not a second later.
   */
  recheck(): void {
    this.versions.recheck()
  }

  /**
   * The host's resolution if this process already has it, without asking the database or
   * checking the version: the access log's tenant id (ADR 042). Undefined while a lookup runs.
   */
  peek(rawHost: string | null | undefined): HostResolution | undefined {
    const host = normaliseHost(rawHost)
    return host ? this.entries.get(host)?.settled : undefined
  }

  private async load(host: string): Promise<HostResolution> {
    const mapping = await loadHostMapping(await this.database(), host)
    return mapping ? { tenant: mapping.tenant, theme: mapping.theme } : NO_TENANT
  }

  private async checkVersion() {
    const version = await this.versions.current(READS)
    if (version !== this.version) {
      this.entries.clear()
      this.version = version
    }
  }
}
