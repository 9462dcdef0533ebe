import { expect, test } from './support/test'

test('health answers with the database kind and build id', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.status).toBe('ok')
  expect(['pglite', 'postgres']).toContain(body.db)
  expect(body.build).toMatch(/\S+/)
})

test('a page is one document: a single doctype, then <html>', async ({ request }) => {
  for (const path of ['/login', '/login/hirameki_ai', '/help']) {
    const html = await (await request.get(path)).text()
    expect(html.slice(0, 30), path).toMatch(/^<!DOCTYPE html><html /)
    expect(html.match(/<!DOCTYPE/gi), path).toHaveLength(1)
  }
})

test('an unmatched route answers 404 with the spec messages', async ({ page }) => {
  const response = await page.goto('/nope/deeper?x=1')
  expect(response?.status()).toBe(404)
  // The spec's title, then the brand speaking (issue 15): "Page Not Found — <brand>".
  await expect(page).toHaveTitle(/^Page Not Found — \S/)
  // The reader's language first, then the spec's title (issue 14).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found')
  await expect(page.getByText('Page not found: /nope/deeper?x=1')).toBeVisible()
})

test('the build manifest is served and uncached', async ({ request }) => {
  const latest = await request.get('/builds/latest.json')
  expect(latest.status()).toBe(200)
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const { id } = await latest.json()
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(meta.status()).toBe(200)
  expect((await meta.json()).id).toBe(id)
  const health = await (await request.get('/api/health')).json()
  expect(health.build).toBe(id)
})

test('every script of the sign-in page is the same in each encoding, and cached for good', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js'))
      scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'サインイン' })).toBeEnabled()
  expect(scripts.length).toBeGreaterThan(3)
  for (const path of scripts) {
    // The build's brotli and gzip copies (scripts/precompress-plugin.ts) decode to the file itself.
    const inEncoding = (encoding: string) => request.get(path, { headers: { 'accept-encoding': encoding } })
    const [identity, brotli, gzip] = await Promise.all([
      inEncoding('identity'),
      inEncoding('br'),
      inEncoding('gzip'),
    ])
    expect(identity.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const plain = await identity.body()
    // Under 1 KB a file goes as it is: compressing it would save less than its headers cost.
    if (plain.length >= 1024) {
      expect(brotli.headers()['content-encoding'], path).toBe('br')
      expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    }
    expect((await brotli.body()).equals(plain), `${path} in brotli`).toBe(true)
    expect((await gzip.body()).equals(plain), `${path} in gzip`).toBe(true)
  }
})

test('the 404 page navigates on the client, without a reload', async ({ page }) => {
  await page.goto('/nope')
  await page.evaluate(() => {
    ;(window as unknown as { marker: boolean }).marker = true
  })
  await page.getByRole('link').first().click()
  // Home, which sends a signed-out visitor on to the sign-in page, still on the client.
  await page.waitForURL('/login')
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
})
