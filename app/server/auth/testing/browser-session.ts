/**
 * Just enough of a browser for driving an OAuth redirect flow with `fetch` in tests: cookies
 * kept per host (a provider's login and interaction cookies, the app's state and session
 * cookies) and redirects followed one hop at a time, as a browser follows them.
 */

export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>()

  /** Keeps the cookies a response sets for `url`'s host (a past expiry removes one). */
  store(url: string | URL, response: Response) {
    const host = new URL(url).host
    const cookies = this.byHost.get(host) ?? new Map<string, string>()
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim())
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now()
        return false
      })
      if (expired || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    this.byHost.set(host, cookies)
  }

  /** The `Cookie` header a browser would send to `url`. */
  header(url: string | URL): string {
    const cookies = this.byHost.get(new URL(url).host)
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : ''
  }

  get(url: string | URL, name: string): string | undefined {
    return this.byHost.get(new URL(url).host)?.get(name)
  }
}

/**
 * Follows redirects from `start` with `fetch` until a Location satisfies `stopAt` (typically:
 * the app's own callback), and returns that URL without requesting it.
 */
export async function followRedirectsUntil(
  start: string | URL,
  jar: CookieJar,
  stopAt: (url: URL) => boolean,
  maxHops = 10,
): Promise<URL> {
  let url = new URL(start)
  for (let hop = 0; hop < maxHops; hop += 1) {
    if (stopAt(url)) return url
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } })
    jar.store(url, response)
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url.href} answered ${response.status} without a redirect: ${await response.text()}`)
    }
    url = new URL(location, url)
  }
  throw new Error(`more than ${maxHops} redirects from ${new URL(start).href}`)
}
