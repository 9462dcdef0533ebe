/**
 * /team in Chromium (issue 7): an owner invites a member by e-mail (the mail is fetched from the
 * SMTP test server the app sends through), the member accepts and signs in, the owner moves them
 * to a team and changes their role; a member sees the team read-only and the API refuses them.
 */

import { smtp } from '../playwright.config'
import { ensureTenantOwner } from './support/accounts'
import { expect, type Page, test } from './support/test'

interface ReceivedMail {
  to: string[]
  raw: string
}

/** The invitation link's path from the newest mail to `email` (quoted-printable decoded). */
async function invitationPath(email: string): Promise<string> {
  let path: string | undefined
  await expect
    .poll(async () => {
      const response = await fetch(`http://127.0.0.1:${smtp.httpPort}/messages`)
      const mail = ((await response.json()) as ReceivedMail[]).findLast((message) =>
        message.to.includes(email),
      )
      const decoded = (mail?.raw ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      path = /https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]+)/.exec(decoded)?.[1]
      return path
    })
    .toBeTruthy()
  return path ?? ''
}

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('メールアドレス').fill(credentials.email)
  await page.getByLabel('パスワード').fill(credentials.password)
  await page.getByRole('button', { name: 'サインイン' }).click()
  await page.waitForURL('/')
}

test('an owner invites a member, who joins; the owner moves them to a team and makes them admin', async ({
  browser,
  baseURL,
}) => {
  const slug = `e2e-team-${Date.now().toString(36)}`
  const owner = ensureTenantOwner(slug)
  const invitee = { email: `invitee@${slug}.test`, password: 'Invitee-e2e-Passw0rd!', name: '招待 花子' }

  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signIn(ownerPage, owner)
  await ownerPage.getByRole('link', { name: 'チーム' }).click()
  await expect(ownerPage.getByRole('heading', { name: 'チーム', level: 1 })).toBeVisible()

  // A team to move the member into.
  const createTeam = ownerPage.getByTestId('create-team-form')
  await createTeam.getByLabel('チーム名').fill('営業部')
  await createTeam.getByRole('button', { name: 'チームを作成' }).click()
  await expect(ownerPage.getByTestId('team-営業部')).toBeVisible()

  // Invite: a bad address gets a field error from the server, then the real one is sent.
  const inviteForm = ownerPage.getByTestId('invite-form')
  await inviteForm.getByLabel('メールアドレス').fill('not-an-address')
  await inviteForm.getByRole('button', { name: '招待を送信' }).click()
  await expect(inviteForm.getByText('メールアドレスではありません')).toBeVisible()
  await inviteForm.getByLabel('メールアドレス').fill(invitee.email)
  await inviteForm.getByRole('button', { name: '招待を送信' }).click()
  await expect(ownerPage.getByTestId(`invitation-${invitee.email}`)).toBeVisible()

  // The invitee opens the mailed link without a session, sets a name and password, and is in.
  const link = await invitationPath(invitee.email)
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await memberPage.goto(link)
  await expect(memberPage.getByRole('heading', { level: 1 })).toContainText(`E2E ${slug}`)
  await memberPage.getByLabel('名前').fill(invitee.name)
  await memberPage.getByLabel('パスワード（8文字以上）').fill(invitee.password)
  await memberPage.getByRole('button', { name: '参加する' }).click()
  await memberPage.waitForURL('/')

  // The link works once.
  const reused = await memberContext.request.get(`/api/invitations/${link.split('/').pop()}`)
  expect(reused.status()).toBe(410)
  expect((await reused.json()).messages.en).toContain('already been used')

  // The member sees the team read-only: no invite form, and the API refuses the change.
  await memberPage.goto('/team')
  await expect(memberPage.getByTestId('team-read-only')).toBeVisible()
  await expect(memberPage.getByTestId('invite-form')).toHaveCount(0)
  await expect(memberPage.getByTestId('create-team-form')).toHaveCount(0)
  const refused = await memberContext.request.post('/api/team/invitations', {
    data: { email: `other@${slug}.test`, role: 'member' },
    headers: { origin: baseURL ?? '' },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).messages.ja).toContain('オーナーと管理者だけ')

  // The new account signs in with its own password like anyone else.
  const freshContext = await browser.newContext()
  await signIn(await freshContext.newPage(), invitee)
  await freshContext.close()

  // The owner moves the member into 営業部 and makes them an admin.
  await ownerPage.reload()
  const row = ownerPage.getByTestId(`member-${invitee.email}`)
  await expect(row).toContainText(invitee.name)
  await row.getByRole('button', { name: 'チームを変更' }).click()
  const dialog = ownerPage.getByRole('dialog')
  await dialog.getByRole('checkbox', { name: '営業部' }).click()
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row).toContainText('営業部')
  await row.getByRole('combobox', { name: `${invitee.name} の役割` }).click()
  await ownerPage.getByRole('option', { name: '管理者' }).click()
  // A role change asks first (issue 14).
  await ownerPage.getByRole('dialog').getByRole('button', { name: '「管理者」にする' }).click()
  await expect(row.getByRole('combobox', { name: `${invitee.name} の役割` })).toContainText('管理者')

  const team = await (await ownerContext.request.get('/api/team')).json()
  const member = team.members.find((candidate: { email: string }) => candidate.email === invitee.email)
  expect(member.role).toBe('admin')
  expect(member.teamIds).toEqual([team.teams.find((t: { name: string }) => t.name === '営業部').id])

  // As an admin now, the member gets the invite form.
  await memberPage.reload()
  await expect(memberPage.getByTestId('invite-form')).toBeVisible()
  await ownerContext.close()
  await memberContext.close()
})

test('an invitation page for an unknown link says so without a session', async ({ page }) => {
  await page.goto('/invite/not-a-real-token')
  await expect(page.getByTestId('invitation-unavailable')).toContainText('招待が見つかりません')
})
