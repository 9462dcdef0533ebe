/**
 * Host → tenant → theme with the server running (issue 4): the real CLI creates a tenant and maps
 * `<slug>.localhost` to it with a theme; the running server serves that host in the theme within
 * about a second, with no restart. A refused mapping changes nothing; a suspended tenant's host
 * shows the suspended page.
 */
import { request as httpRequest } from 'node:http'
import { opsai } from './support/accounts'
import { expect, test } from './support/test'

const port = Number(process.env.E2E_PORT ?? 4173)
const slug = `tenancy${Date.now().toString(36)}`
const host = `${slug}.localhost`

/**
 * GET with a Host header, as `curl -H 'Host: …'` does (browsers and fetch will not set one). A
 * fresh connection each time, as curl makes: Node's default agent keeps sockets alive, and one
 * reused after the server's keep-alive timeout (the CLI calls between requests take seconds)
 * hangs up.
 */
function getWithHost(path: string, hostHeader: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: hostHeader }, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

function htmlTag(body: string) {
  const tag = /<html\b[^>]*>/.exec(body)?.[0] ?? ''
  return { dataTheme: /\sdata-theme="([^"]*)"/.exec(tag)?.[1], className: /\sclass="([^"]*)"/.exec(tag)?.[1] }
}

/** The server checks the mapping version at most once a second: poll a little longer than that. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000
  for (;;) {
    const value = await read()
    if (accept(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

test.describe
  .serial('tenancy: Host → tenant → theme on a running server', () => {
    test('tenants create + domains map → the host renders the mapped theme without a restart', async () => {
      const before = await getWithHost('/login', `${host}:${port}`)
      expect(before.status).toBe(200)
      expect(htmlTag(before.body).dataTheme).toBe('opsai')

      opsai(
        [
          'tenants',
          'create',
          '--slug',
          slug,
          '--name',
          'Acme E2E',
          '--app',
          'hirameki_ai',
          '--owner-email',
          `owner@${slug}.test`,
          '--password-stdin',
        ],
        'Passw0rd!23',
      )
      opsai(['domains', 'map', host, '--tenant', slug, '--theme', 'fortuna'])

      const after = await eventually(
        () => getWithHost('/login', host),
        (response) => htmlTag(response.body).dataTheme === 'fortuna',
      )
      const fortunaPage = await getWithHost('/login/fortuna', 'localhost')
      expect(htmlTag(after.body)).toEqual({
        dataTheme: 'fortuna',
        className: htmlTag(fortunaPage.body).className,
      })
      // Case, port and a trailing dot do not matter.
      expect(htmlTag((await getWithHost('/login', `${host.toUpperCase()}.:${port}`)).body).dataTheme).toBe(
        'fortuna',
      )
    })

    test('domains map --theme nope exits 1 naming nope and changes nothing', async () => {
      const before = opsai(['domains', 'list', '--tenant', slug, '--json'])
      expect(() => opsai(['domains', 'map', host, '--tenant', slug, '--theme', 'nope'])).toThrow(/"nope"/)
      expect(opsai(['domains', 'list', '--tenant', slug, '--json'])).toBe(before)
      expect(htmlTag((await getWithHost('/login', host)).body).dataTheme).toBe('fortuna')
    })

    test('Chromium on the *.localhost host shows the theme after hydration', async ({ page }) => {
      await page.goto(`http://${host}:${port}/login`)
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'fortuna')
    })

    test('a suspended tenant shows the suspended page; resuming restores the site', async () => {
      opsai(['tenants', 'suspend', slug])
      const suspended = await eventually(
        () => getWithHost('/login', host),
        (response) => response.body.includes('This site is currently unavailable'),
      )
      expect(suspended.body).toContain('このサイトは現在ご利用いただけません')
      expect(suspended.body).toContain('Acme E2E のサービスは一時停止されています')
      expect(htmlTag(suspended.body).dataTheme).toBe('fortuna')

      opsai(['tenants', 'resume', slug])
      const resumed = await eventually(
        () => getWithHost('/login', host),
        (response) => !response.body.includes('This site is currently unavailable'),
      )
      expect(resumed.body).not.toContain('このサイトは現在ご利用いただけません')
    })

    test('domains unmap → the host falls back to the default theme', async () => {
      opsai(['domains', 'unmap', host])
      const unmapped = await eventually(
        () => getWithHost('/login', host),
        (response) => htmlTag(response.body).dataTheme === 'opsai',
      )
      expect(htmlTag(unmapped.body).dataTheme).toBe('opsai')
    })
  })
