/**
 * Every query drizzle sends through postgres.js as a named prepared statement.
 *
 * drizzle asks postgres.js for unprepared queries, and postgres.js then spends two round trips on
 * each query with parameters: Parse/Describe, wait for the parameter types, then Bind/Execute.
 * PostgreSQL also parses and plans the text again every time. Prepared, a statement is parsed
 * once per connection and then costs one round trip. That halves the waits of every request
 * (a chat turn sends about a dozen queries before its first token), which counts most when the
 * CPU is busy: docs/performance.md, "Chat stream overhead".
 *
 * postgres.js keeps the statements per connection, forgets them on reconnect, and re-prepares a
 * statement PostgreSQL invalidated (a migration changed a table it reads).
 */
import type { Sql } from 'postgres'

type Unsafe = Sql['unsafe']

export function preparingClient(client: Sql): Sql {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        const unsafe: Unsafe = (query, parameters = [], options = {}) =>
          target.unsafe(query, parameters, { ...options, prepare: parameters.length > 0 })
        return unsafe
      }
      if (key === 'begin') {
        // A transaction runs on a reserved connection with its own `sql`: prepare there too.
        return (...args: unknown[]) => {
          const work = args.pop() as (sql: Sql) => unknown
          return (target.begin as (...rest: unknown[]) => unknown)(...args, (sql: Sql) =>
            work(preparingClient(sql)),
          )
        }
      }
      if (key === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.pop() as (sql: Sql) => unknown
          return (target as unknown as { savepoint: (...rest: unknown[]) => unknown }).savepoint(
            ...args,
            (sql: Sql) => work(preparingClient(sql)),
          )
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })
}
