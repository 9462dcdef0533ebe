/**
 * A lookup remembered for one request: the request's one `Headers` object is the key, so the
 * guard, the shell and the page's own server functions share one answer. A failed lookup is not
 * remembered: a later caller in the request asks again.
 */
export function perRequest<T, A extends unknown[] = []>(look: (headers: Headers, ...args: A) => Promise<T>) {
  const lookups = new WeakMap<Headers, Promise<T>>()
  return {
    /** The first caller's `args` answer for the whole request. */
    get(headers: Headers, ...args: A): Promise<T> {
      let lookup = lookups.get(headers)
      if (!lookup) {
        lookup = look(headers, ...args)
        lookups.set(headers, lookup)
        lookup.catch(() => lookups.delete(headers))
      }
      return lookup
    },
    forget(headers: Headers) {
      lookups.delete(headers)
    },
  }
}
