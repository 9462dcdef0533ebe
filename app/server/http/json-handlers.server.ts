/**
 * The handler shapes the JSON APIs repeat, built once over a frame: who may call (the console's
 * administrator, a tenant member…) and how a bad body is worded. Each API keeps its own frame,
 * so its 401/403 and its field errors stay exactly as they were.
 */
import type { z } from 'zod'
import type { Db } from '#db/client'
import { jsonResponse } from '../chat/chat-http.server'

type Parsed<S extends z.ZodType> = { ok: true; data: z.infer<S> } | { ok: false; response: Response }

export interface JsonFrame<C, D extends { getDb: () => Promise<Db> }> {
  /** Checks the caller (and the site, for a change), reads the body when asked, answers errors. */
  run: (
    request: Request,
    dependencies: D,
    options: { mutating: boolean; body?: boolean },
    handle: (caller: C, body: unknown) => Promise<Response>,
  ) => Promise<Response>
  /** The body as a schema sees it, or the 400 that names each bad field. */
  parse: <S extends z.ZodType>(schema: S, value: unknown) => Parsed<S>
  defaults: D
}

/** What a handler's work returned: a Response goes out as it is, anything else as 200 JSON. */
const answer = (result: unknown) => (result instanceof Response ? result : jsonResponse(200, result))

export function jsonHandlers<C, D extends { getDb: () => Promise<Db> }>(frame: JsonFrame<C, D>) {
  /** A change whose JSON body `schema` reads; with `emptyBody`, a `null` body counts as `{}`. */
  function withFields<S extends z.ZodType>(
    request: Request,
    dependencies: D,
    schema: S,
    handle: (fields: z.infer<S>, db: Db, caller: C) => Promise<Response>,
    options: { emptyBody?: boolean } = {},
  ): Promise<Response> {
    return frame.run(request, dependencies, { mutating: true, body: true }, async (caller, body) => {
      const parsed = frame.parse(schema, options.emptyBody ? (body ?? {}) : body)
      if (!parsed.ok) return parsed.response
      return handle(parsed.data, await dependencies.getDb(), caller)
    })
  }

  /** A change from a JSON body with no path parameters (a create): `run` answers. */
  function bodyChange<S extends z.ZodType>(
    schema: S,
    run: (db: Db, fields: z.infer<S>, caller: C, request: Request) => Promise<unknown>,
  ) {
    return (request: Request, dependencies: D = frame.defaults) =>
      withFields(request, dependencies, schema, async (fields, db, caller) =>
        answer(await run(db, fields, caller, request)),
      )
  }

  /** A bodiless call on the row named by the path (a change unless told): `run` answers. */
  function rowAction<P>(
    run: (db: Db, params: P, caller: C, request: Request) => Promise<unknown>,
    options: { mutating: boolean } = { mutating: true },
  ) {
    return (request: Request, params: P, dependencies: D = frame.defaults) =>
      frame.run(request, dependencies, options, async (caller) =>
        answer(await run(await dependencies.getDb(), params, caller, request)),
      )
  }

  /** A change of the row named by the path from a JSON body: `run` answers. */
  function rowChange<S extends z.ZodType, P>(
    schema: S,
    run: (db: Db, params: P, fields: z.infer<S>, caller: C) => Promise<unknown>,
    options: { emptyBody?: boolean } = {},
  ) {
    return (request: Request, params: P, dependencies: D = frame.defaults) =>
      withFields(
        request,
        dependencies,
        schema,
        async (fields, db, caller) => answer(await run(db, params, fields, caller)),
        options,
      )
  }

  return { withFields, bodyChange, rowAction, rowChange }
}
