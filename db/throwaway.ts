/**
 * Throwaway databases for tests, benchmarks and the resilience suite, so none of them touches
 * real data: a uniquely named PostgreSQL database on a given server, dropped afterwards with
 * `WITH (FORCE)` (connections still open to it are ended), or a temporary directory for a
 * PGlite data directory, removed afterwards.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'

export interface ThrowawayPostgres {
  name: string
  /** `adminUrl` with this database in its path. */
  url: string
  drop(): Promise<void>
}

export interface ThrowawayPostgresOptions {
  /** The start of the database's name, e.g. `opsai_test`; a random suffix makes it unique. */
  prefix: string
  /** A database to copy (`CREATE DATABASE … TEMPLATE`), e.g. one already migrated. */
  template?: string
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/** Creates the database on the server of `adminUrl`; `drop()` ends its connections and removes it. */
export async function createThrowawayPostgres(
  adminUrl: string,
  options: ThrowawayPostgresOptions,
): Promise<ThrowawayPostgres> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`
  // Names go into the SQL as they are: only plain lower-case identifiers are accepted.
  for (const identifier of [name, options.template ?? name]) {
    if (!IDENTIFIER.test(identifier)) throw new Error(`Not a plain database name: ${identifier}`)
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${name}${options.template ? ` template ${options.template}` : ''}`)
  } catch (error) {
    await admin.end()
    throw error
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let dropped = false
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return
      dropped = true
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await admin.end()
      }
    },
  }
}

/** `work` on a throwaway PostgreSQL database, dropped afterwards whatever `work` did. */
export async function withThrowawayPostgres<T>(
  adminUrl: string,
  options: ThrowawayPostgresOptions,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createThrowawayPostgres(adminUrl, options)
  try {
    return await work(database.url)
  } finally {
    await database.drop()
  }
}

export interface ThrowawayDirectory {
  path: string
  remove(): void
}

/** A new empty directory under the system's temporary directory, e.g. for a PGlite data directory. */
export function createThrowawayDirectory(prefix: string): ThrowawayDirectory {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** `work` in a throwaway directory, removed afterwards whatever `work` did. */
export async function withThrowawayDirectory<T>(
  prefix: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const directory = createThrowawayDirectory(prefix)
  try {
    return await work(directory.path)
  } finally {
    directory.remove()
  }
}
