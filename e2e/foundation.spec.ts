import { expect, test } from './support/test'

test('health answers with the database kind and build id', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.status).toBe('ok')
  expect(['pglite', 'postgres']).toContain(body.db)
  expect(body.build).toMatch(/\S+/)
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
