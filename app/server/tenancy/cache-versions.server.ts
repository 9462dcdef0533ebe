/**
 * One reader of the cache version counters per process (ADR 044): every in-process cache asks it
 * for the version of the counters it reads (CACHE_READS) instead of querying its own.
 *
 * - Poll: a caller's check reads every counter in one query, at most once per `checkIntervalMs`
 *   (1 s), and only when a request needs it; concurrent callers share the query.
 * - Notifications: where the database can deliver them (PostgreSQL; an in-process PGlite), each
 *   `NOTIFY opsai_cache '<name>:<version>'` is applied on arrival, without a query, so a change
 *   reaches every instance within milliseconds of its commit. Each (re)established LISTEN re-reads
 *   the counters, covering what was sent while the connection was down. The poll stays on whatever
 *   happens, so a notification lost to a silent network fault still shows within a second.
 * - A counter never goes back: readings are merged by maximum, so a poll that started before a
 *   notification cannot undo it.
 */
import type { Db } from '#db/client'
import type { VersionSource } from '../render-cache/render-cache.server'
import { type CacheName, parseCacheNotification, readCacheVersions } from './cache-version.server'

export interface NotificationHandlers {
  onNotify(payload: string): void
  /** Runs each time the LISTEN is (re)established. */
  onListen(): void
}

/** Starts listening; resolves to the function that stops, or undefined where nothing is delivered. */
export type NotificationSource = (
  handlers: NotificationHandlers,
) => Promise<(() => Promise<void>) | undefined>

export interface CacheVersionsOptions {
  checkIntervalMs?: number
  now?: () => number
  /** Absent: the poll alone (PGlite through its socket, tests of the fallback). */
  notifications?: NotificationSource
  /** Where a failed LISTEN is reported (the poll carries on without it). */
  warn?: (message: string) => void
}

/** A failed LISTEN (the database was down at the first request) is tried again after this. */
const LISTEN_RETRY_MS = 30_000

interface Subscription {
  names: readonly CacheName[]
  onChange: () => void
}

export class CacheVersions {
  private versions: Map<string, number> | undefined
  private checkedAt = Number.NEGATIVE_INFINITY
  /** Counts `recheck` calls: a read that started before one does not count as its check. */
  private rechecks = 0
  private reading: Promise<void> | undefined
  /** A fresh read waiting for the one before it: later fresh reads may share it (not yet sent). */
  private queued: Promise<void> | undefined
  /** `rechecks` when `reading` was sent: a read sent after the last recheck serves a fresh check. */
  private readingSince = -1
  private readonly subscriptions = new Set<Subscription>()
  private listening: Promise<(() => Promise<void>) | undefined> | undefined
  private retryListenAt = Number.NEGATIVE_INFINITY
  private readonly checkIntervalMs: number
  private readonly now: () => number
  /** How many notifications were applied (tests and operators tell the two paths apart). */
  notificationsApplied = 0

  constructor(
    private readonly database: () => Promise<Db>,
    private readonly options: CacheVersionsOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000
    this.now = options.now ?? Date.now
  }

  /** The combined version of `names`, checked against the database at most once per interval. */
  async current(names: readonly CacheName[]): Promise<number> {
    this.listen()
    // After a recheck, a read already under way may predate the change: wait for a fresh one.
    if (!this.versions || this.now() - this.checkedAt >= this.checkIntervalMs)
      await this.read(this.checkedAt === Number.NEGATIVE_INFINITY)
    return this.combined(names)
  }

  /** The combined version last seen, without asking the database (undefined before the first read). */
  known(names: readonly CacheName[]): number | undefined {
    return this.versions && this.combined(names)
  }

  /**
   * The combined version when no check is due (read within the interval, no recheck asked for
   * since), else undefined: what a caller that cannot wait for a read may use as `current`.
   */
  checked(names: readonly CacheName[]): number | undefined {
    if (!this.versions || this.now() - this.checkedAt >= this.checkIntervalMs) return undefined
    return this.combined(names)
  }

  /** The calls the render cache makes, for one set of counters. */
  source(names: readonly CacheName[]): VersionSource {
    return {
      currentVersion: () => this.current(names),
      knownVersion: () => this.known(names),
      checkedVersion: () => this.checked(names),
    }
  }

  /** Runs `onChange` whenever one of `names` moves; returns the unsubscribe. */
  onChange(names: readonly CacheName[], onChange: () => void): () => void {
    const subscription = { names, onChange }
    this.subscriptions.add(subscription)
    return () => this.subscriptions.delete(subscription)
  }

  /**
   * The next check reads the counters whatever the interval: a change this process just made
   * applies to its very next request, even before its notification comes back.
   */
  recheck(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY
    this.rechecks += 1
  }

  /**
   * `recheck`, with the read sent now, in the background: the next request finds it done (or
   * waits for it) instead of paying its round trip. Call it only once the writes have committed.
   */
  refresh(): void {
    this.recheck()
    this.read(true).catch(() => {})
  }

  /** Whether a LISTEN is established (false: the poll alone). */
  async isListening(): Promise<boolean> {
    return (await this.listening) !== undefined
  }

  /** Stops listening (the database handle's close ends the connection too). */
  async stop(): Promise<void> {
    const unlisten = await this.listening
    this.listening = undefined
    await unlisten?.()
  }

  /** Starts the LISTEN on first use; after a failure the poll is in charge until a retry. */
  listen(): void {
    const source = this.options.notifications
    if (!source || this.listening || this.now() < this.retryListenAt) return
    this.listening = source({
      onNotify: (payload) => this.applyNotification(payload),
      onListen: () => {
        // Whatever was sent while nobody listened is in the counters.
        this.recheck()
        void this.read(true).catch(() => {})
      },
    }).catch((error: unknown) => {
      const warn = this.options.warn ?? console.warn
      warn(`[cache] LISTEN failed, caches are kept fresh by polling: ${String(error)}`)
      this.listening = undefined
      this.retryListenAt = this.now() + LISTEN_RETRY_MS
      return undefined
    })
  }

  private combined(names: readonly CacheName[]): number {
    // Counters only grow, so their sum moves whenever one of them does.
    let sum = 0
    for (const name of names) sum += this.versions?.get(name) ?? 0
    return sum
  }

  private applyNotification(payload: string) {
    const parsed = parseCacheNotification(payload)
    if (!parsed) {
      // Not ours to interpret: let the next check read the truth.
      this.recheck()
      return
    }
    this.notificationsApplied += 1
    this.merge(new Map([[parsed.name, parsed.version]]))
  }

  /** One query for every caller that arrives while it runs; `fresh` waits for a query started now. */
  private read(fresh = false): Promise<void> {
    if (this.queued) return this.queued
    if (this.reading && (!fresh || this.readingSince === this.rechecks)) return this.reading
    const previous = this.reading ?? Promise.resolve()
    const reading: Promise<void> = previous
      .catch(() => {})
      .then(async () => {
        if (this.queued === reading) this.queued = undefined
        const startedAt = this.now()
        const rechecks = this.rechecks
        this.readingSince = rechecks
        const versions = await readCacheVersions(await this.database())
        this.merge(versions)
        if (this.rechecks === rechecks) this.checkedAt = startedAt
      })
      .finally(() => {
        if (this.queued === reading) this.queued = undefined
        if (this.reading === reading) this.reading = undefined
      })
    this.queued = reading
    this.reading = reading
    return reading
  }

  private merge(next: ReadonlyMap<string, number>) {
    const versions = this.versions ?? new Map<string, number>()
    const first = this.versions === undefined
    const changed = new Set<string>()
    for (const [name, version] of next) {
      if (version > (versions.get(name) ?? 0)) {
        versions.set(name, version)
        changed.add(name)
      }
    }
    this.versions = versions
    // The first reading is where every cache starts, not a change.
    if (first || changed.size === 0) return
    for (const subscription of this.subscriptions) {
      if (subscription.names.some((name) => changed.has(name))) subscription.onChange()
    }
  }
}
