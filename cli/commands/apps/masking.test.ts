import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { loadEffectiveMasking } from '#app/server/pii-masking/masking-settings.server'
import { makeTenant } from '#app/server/tenancy/test-fixtures.server'
import { describeEachCliDatabase } from '../tenants/cli-testing'

describeEachCliDatabase('opsai apps masking', ({ opsai, database }) => {
  it('shows, changes only what is given, and refuses bad input in both languages storing nothing', async () => {
    const tenant = await database((handle) => makeTenant(handle.db, 'cli-masking'))
    const shown = await opsai(['apps', 'masking', 'hirameki_ai'])
    expect(shown.stdout).toContain('kinds: none')

    const words = join(tmpdir(), `ng-words-${Date.now()}.txt`)
    writeFileSync(words, 'Project Falcon\n\n極秘\r\nproject falcon\n')
    const set = await opsai([
      'apps',
      'masking',
      'hirameki_ai',
      '--kinds',
      'phone,email',
      '--ng-words-file',
      words,
    ])
    expect(set).toMatchObject({ code: 0, stderr: '' })
    expect(set.stdout).toContain(
      'hirameki_ai の個人情報マスクを設定しました: / Set the PII masking of hirameki_ai:',
    )
    expect(set.stdout).toContain('kinds: email, phone')
    expect(set.stdout).toContain('NG words: Project Falcon, 極秘')

    // Only the kinds change; the words stay.
    const json = await opsai(['apps', 'masking', 'hirameki_ai', '--kinds', 'card', '--json'])
    expect(JSON.parse(json.stdout)).toEqual({ kinds: ['card'], ngWords: ['Project Falcon', '極秘'] })
    expect(await database((handle) => loadEffectiveMasking(handle.db, tenant.id))).toMatchObject({
      kinds: ['card'],
      ngWords: ['Project Falcon', '極秘'],
    })

    for (const args of [
      ['--kinds', 'card,fax'],
      ['--ng-words-file', join(tmpdir(), 'no-such-ng-words.txt')],
      ['--ng-words-file', words, '--clear-ng-words'],
    ]) {
      const refused = await opsai(['apps', 'masking', 'hirameki_ai', ...args])
      expect(refused.code, args.join(' ')).toBe(1)
      expect(refused.stderr).toMatch(/[\u3040-\u30ff\u4e00-\u9fff].* \/ .*[A-Za-z]/)
    }
    const unknown = await opsai(['apps', 'masking', 'no_such_app'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('There is no application "no_such_app".')

    const cleared = await opsai([
      'apps',
      'masking',
      'hirameki_ai',
      '--kinds',
      'none',
      '--clear-ng-words',
      '--json',
    ])
    expect(JSON.parse(cleared.stdout)).toEqual({ kinds: [], ngWords: [] })
  })
})
