import { desc } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { auditLog } from '#db/schema'
import { describeEachCliDatabase, typedAtTerminal } from './cli-testing'

describeEachCliDatabase('opsai tenants, domains and admin', ({ opsai, database }) => {
  const tenantsJson = async () => JSON.parse((await opsai(['tenants', 'list', '--json'])).stdout)
  const domainsJson = async () => JSON.parse((await opsai(['domains', 'list', '--json'])).stdout)
  const lastAudit = () =>
    database((handle) => handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)).then(
      (rows) => rows[0],
    )

  it('onboards a tenant: plans, application, tenant with owner, domain', async () => {
    expect((await opsai(['seed', 'plans'])).code).toBe(0)
    const app = await opsai([
      'apps',
      'create',
      'hirameki_ai',
      '--name',
      'ヒラメキAI',
      '--theme',
      'hirameki_ai',
      '--default-plan',
      'free',
    ])
    expect(app.stderr).toBe('')
    const created = await opsai(
      [
        'tenants',
        'create',
        '--slug',
        'acme',
        '--name',
        'Acme',
        '--app',
        'hirameki_ai',
        '--owner-email',
        'owner@acme.test',
        '--password-stdin',
      ],
      {},
      'Passw0rd!23\n',
    )
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toMatch(
      /Created tenant acme \(Acme\) on hirameki_ai, plan free, theme hirameki_ai/,
    )
    expect(created.stdout).toContain('owner: owner@acme.test')
    expect(await lastAudit()).toMatchObject({ action: 'tenant.create', actor: 'cli:tester', target: 'acme' })

    const mapped = await opsai(['domains', 'map', 'Acme.Localhost', '--tenant', 'acme', '--theme', 'fortuna'])
    expect(mapped.stdout).toMatch(
      /^Mapped acme\.localhost → acme \(theme fortuna, primary\)\nVerification token: /,
    )
    expect(await lastAudit()).toMatchObject({
      action: 'domain.map',
      actor: 'cli:tester',
      target: 'acme.localhost',
    })

    const shown = JSON.parse((await opsai(['tenants', 'show', 'acme', '--json'])).stdout)
    expect(shown).toMatchObject({
      slug: 'acme',
      status: 'active',
      planId: 'free',
      domains: [{ hostname: 'acme.localhost', themeKey: 'fortuna', isPrimary: true }],
      members: [{ email: 'owner@acme.test', role: 'owner' }],
      tokens: { balance: 50_000 },
    })
    const text = await opsai(['tenants', 'show', 'acme'])
    expect(text.stdout).toMatch(/acme\.localhost \(primary, theme fortuna\)/)
    expect((await opsai(['tenants', 'list'])).stdout).toMatch(
      /^acme +Acme +hirameki_ai +free +hirameki_ai +active$/m,
    )
  })

  it.each([
    ['a malformed slug', ['--slug', 'Bad Slug'], /--slug \(got "Bad Slug"\)/],
    ['an unknown application', ['--app', 'nope_ai'], /Unknown application "nope_ai"/],
    ['an unknown plan', ['--plan', 'gold'], /Unknown plan "gold"/],
    [
      'an unknown theme',
      ['--theme', 'nope'],
      /--theme \(got "nope"\): 登録されたテーマではありません \/ is not a registered theme/,
    ],
    [
      'a malformed e-mail',
      ['--owner-email', 'not-mail', '--password-stdin'],
      /--owner-email \(got "not-mail"\)/,
      'Passw0rd!23\n',
    ],
    [
      'an owner without a password (no terminal, nothing piped)',
      ['--owner-email', 'x@acme.test'],
      /パスワードがありません.*--password-stdin.* \/ No password: .*--password-stdin/,
    ],
    [
      'an empty standard input',
      ['--owner-email', 'x@acme.test', '--password-stdin'],
      /No password on standard input/,
      '\n',
    ],
    ['--password-stdin without an owner', ['--password-stdin'], /give --owner-email too/, 'Passw0rd!23'],
    [
      'a password given as an argument',
      ['--owner-email', 'x@acme.test', '--owner-password', 'short'],
      /--owner-password は使えません.* \/ --owner-password is not accepted: a password on the command line shows in ps/,
    ],
    [
      'a short password',
      ['--owner-email', 'x@beta.test', '--password-stdin'],
      /owner\.password: Enter at least 8 characters/,
      'short\n',
    ],
    ['a taken slug', ['--slug', 'acme'], /slug "acme" is already taken/],
    [
      'a taken e-mail',
      ['--owner-email', 'owner@acme.test', '--password-stdin'],
      /"owner@acme\.test" is already registered/,
      'Passw0rd!23\n',
    ],
  ])(
    'tenants create refuses %s with exit 1 and writes nothing',
    async (_case, change, message, stdin = '') => {
      const before = await tenantsJson()
      const base = { '--slug': 'beta', '--name': 'Beta', '--app': 'hirameki_ai' }
      const args = Object.entries(base).flatMap(([flag, value]) =>
        change.includes(flag) ? [] : [flag, value],
      )
      const result = await opsai(['tenants', 'create', ...args, ...change], {}, stdin)
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(message)
      expect(result.stderr).not.toContain('short')
      expect(await tenantsJson()).toEqual(before)
    },
  )

  it("tenants create asks a terminal for the owner's password twice, without echoing it", async () => {
    const terminal = typedAtTerminal(['Typed-Passw0rd!', 'Typed-Passw0rd!'])
    const created = await opsai(
      ['tenants', 'create', '--slug', 'typed', '--name', 'Typed', '--app', 'hirameki_ai'].concat([
        '--owner-email',
        'owner@typed.test',
      ]),
      {},
      terminal,
    )
    expect(created.stderr).toBe('')
    expect(created.stdout).toContain('owner: owner@typed.test')
    expect(terminal.prompts).toEqual(['パスワード / Password:', 'パスワード（確認） / Password (again):'])
    expect(created.stdout).not.toContain('Typed-Passw0rd!')
    const mismatch = await opsai(
      ['tenants', 'create', '--slug', 'typo', '--name', 'Typo', '--app', 'hirameki_ai'].concat([
        '--owner-email',
        'owner@typo.test',
      ]),
      {},
      typedAtTerminal(['Typed-Passw0rd!', 'Typed-Passw0rd?']),
    )
    expect([mismatch.code, mismatch.stderr]).toEqual([1, expect.stringMatching(/The two entries differ/)])
    expect((await tenantsJson()).map((tenant: { slug: string }) => tenant.slug)).not.toContain('typo')
  })

  it('domains map refuses an unknown theme, a malformed host and an unknown tenant, changing nothing', async () => {
    const before = await domainsJson()
    const audit = await lastAudit()
    const nope = await opsai(['domains', 'map', 'acme.localhost', '--tenant', 'acme', '--theme', 'nope'])
    expect(nope.code).toBe(1)
    expect(nope.stderr).toMatch(/"nope"/)
    const host = await opsai(['domains', 'map', 'http://acme.test/x', '--tenant', 'acme'])
    expect(host.code).toBe(1)
    expect(host.stderr).toMatch(/"http:\/\/acme\.test\/x".*ホスト名ではありません \/ is not a host name/)
    const ghost = await opsai(['domains', 'map', 'ghost.localhost', '--tenant', 'ghost'])
    expect(ghost.code).toBe(1)
    expect(ghost.stderr).toMatch(/Unknown tenant "ghost"/)
    expect((await opsai(['domains', 'list', '--tenant', 'ghost'])).stderr).toMatch(/Unknown tenant "ghost"/)
    expect(await domainsJson()).toEqual(before)
    expect(await lastAudit()).toEqual(audit)
  })

  it('domains map --primary, list and unmap', async () => {
    await opsai(['domains', 'map', 'www.acme.test', '--tenant', 'acme', '--primary'])
    const list = await opsai(['domains', 'list', '--tenant', 'acme'])
    expect(list.stdout).toMatch(/^acme\.localhost +acme +fortuna +no$/m)
    expect(list.stdout).toMatch(/^www\.acme\.test +acme +\(tenant\) +yes$/m)
    const unmapped = await opsai(['domains', 'unmap', 'www.acme.test'])
    expect(unmapped.stdout).toBe('Unmapped www.acme.test (was acme)')
    expect(await lastAudit()).toMatchObject({ action: 'domain.unmap', actor: 'cli:tester' })
    expect((await opsai(['domains', 'unmap', 'www.acme.test'])).stderr).toMatch(
      /"www\.acme\.test" is not mapped/,
    )
  })

  it('suspends and resumes a tenant', async () => {
    expect((await opsai(['tenants', 'suspend', 'acme'])).stdout).toMatch(/Suspended acme/)
    expect(await lastAudit()).toMatchObject({ action: 'tenant.suspend', actor: 'cli:tester' })
    expect((await opsai(['tenants', 'suspend', 'acme'])).stdout).toMatch(/already suspended; nothing changed/)
    expect((await tenantsJson()).find((tenant: { slug: string }) => tenant.slug === 'acme').status).toBe(
      'suspended',
    )
    expect((await opsai(['tenants', 'resume', 'acme'])).stdout).toMatch(/Resumed acme/)
    const ghost = await opsai(['tenants', 'suspend', 'ghost'])
    expect([ghost.code, ghost.stderr]).toEqual([1, expect.stringMatching(/Unknown tenant "ghost"/)])
  })

  it('admin create makes a system administrator and refuses bad or taken addresses', async () => {
    const admin = (email: string, password: string) =>
      opsai(['admin', 'create', '--email', email, '--name', 'Root', '--password-stdin'], {}, `${password}\n`)
    const created = await admin('Root@Opsai.test', 'Adm1n-Passw0rd')
    expect(created.stdout).toMatch(/Created system administrator root@opsai\.test/)
    expect(await lastAudit()).toMatchObject({
      action: 'admin.create',
      actor: 'cli:tester',
      target: 'root@opsai.test',
    })
    const again = await admin('root@opsai.test', 'Adm1n-Passw0rd')
    expect([again.code, again.stderr]).toEqual([
      1,
      expect.stringMatching(/"root@opsai\.test" is already registered/),
    ])
    const bad = await admin('nobody', 'Adm1n-Passw0rd')
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringMatching(/--email \(got "nobody"\)/)])
    const weak = await admin('x@opsai.test', 'weak')
    expect(weak.code).toBe(1)
    expect(weak.stderr).toMatch(/password: Enter at least 8 characters/)
    expect(weak.stderr).not.toContain('weak"')
  })

  it('admin create reads the password at a terminal, and refuses it as an argument without repeating it', async () => {
    const terminal = typedAtTerminal(['Term1nal-Passw0rd', 'Term1nal-Passw0rd'])
    const typed = await opsai(
      ['admin', 'create', '--email', 'typed@opsai.test', '--name', 'Typed'],
      {},
      terminal,
    )
    expect(typed.stderr).toBe('')
    expect(typed.stdout).toMatch(/Created system administrator typed@opsai\.test/)
    expect(terminal.prompts).toHaveLength(2)

    const argument = await opsai([
      ...['admin', 'create', '--email', 'arg@opsai.test', '--name', 'Arg'],
      ...['--password', 'Visible-Passw0rd'],
    ])
    expect(argument.code).toBe(1)
    expect(argument.stderr).toMatch(/--password は使えません/)
    expect(argument.stderr).toMatch(/--password is not accepted: a password on the command line shows in ps/)
    expect(argument.stderr).not.toContain('Visible-Passw0rd')
    const nothing = await opsai(['admin', 'create', '--email', 'none@opsai.test', '--name', 'None'])
    expect([nothing.code, nothing.stderr]).toEqual([
      1,
      expect.stringMatching(/No password: run it in a terminal/),
    ])
    const audit = await lastAudit()
    expect(audit?.target).toBe('typed@opsai.test')
  })
})
