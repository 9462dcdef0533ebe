import { describe, expect, it } from 'vitest'
import { auditOperationsEn, auditOperationsJa } from './audit-operations.messages'
import { type AuditNames, operationLabel, presentAuditEntry } from './audit-presentation.shared'

const ADMIN_ID = '3f1c2a9e-8d4b-4f0e-9a51-2b7c6d8e9f01'
const TENANT_ID = '7a2b4c6d-1e3f-4a5b-8c9d-0e1f2a3b4c5d'
const NAMES: AuditNames = {
  [ADMIN_ID]: { name: '山田 花子', email: 'hanako@opsai.test' },
  [TENANT_ID]: { name: 'ヒラメキ株式会社' },
}

describe('presentAuditEntry', () => {
  it('shows people and tenants by name, the operation in words and the details as lines', () => {
    const entry = {
      actor: `admin:${ADMIN_ID}`,
      action: 'tenant.suspend',
      target: TENANT_ID,
      details: JSON.stringify({ from: 'active', to: 'suspended', userId: ADMIN_ID }),
    }
    const ja = presentAuditEntry(entry, NAMES, 'ja')
    expect(ja.actor).toEqual({ name: '山田 花子', detail: 'hanako@opsai.test' })
    expect(ja.operation).toBe('テナントを停止')
    expect(ja.target).toBe('ヒラメキ株式会社')
    expect(ja.details).toEqual([
      { label: '変更前', value: 'active' },
      { label: '変更後', value: 'suspended' },
      { label: 'ユーザー', value: '山田 花子 <hanako@opsai.test>' },
    ])
    const en = presentAuditEntry(entry, NAMES, 'en')
    expect(en.operation).toBe('Suspended a tenant')
    expect(en.details.map((line) => line.label)).toEqual(['Before', 'After', 'User'])
    // No JSON and no UUID reaches the reader.
    for (const text of [ja.target, ...ja.details.map((line) => line.value)]) {
      expect(text).not.toMatch(/[{}"]/)
      expect(text).not.toContain(ADMIN_ID)
    }
  })

  it('names the command line, a deleted person and the system; nested and list values read as text', () => {
    const cli = presentAuditEntry(
      {
        actor: 'cli:operator',
        action: 'chat.update',
        target: 'faq-support',
        details: JSON.stringify({
          changed: ['name', 'prompt'],
          from: { name: '旧' },
          open: true,
          count: 12000,
        }),
      },
      {},
      'ja',
    )
    expect(cli.actor).toEqual({ name: 'CLI（運用者 operator）' })
    expect(cli.target).toBe('faq-support')
    expect(cli.details).toEqual([
      { label: '変更した項目', value: 'name、prompt' },
      { label: '変更前 › 名前', value: '旧' },
      { label: '受付中', value: 'はい' },
      { label: '件数', value: '12,000' },
    ])
    expect(
      presentAuditEntry({ actor: 'user:gone', action: 'x', target: null, details: '{}' }, {}, 'en').actor,
    ).toEqual({
      name: 'Deleted user',
    })
    expect(
      presentAuditEntry(
        { actor: 'system:demo-seed', action: 'x', target: ADMIN_ID, details: '{}' },
        {},
        'en',
      ),
    ).toMatchObject({ actor: { name: 'System', detail: 'demo-seed' }, target: '3f1c2a9e…' })
    expect(
      presentAuditEntry({ actor: 'system', action: 'x', target: 'system', details: 'not json' }, {}, 'ja'),
    ).toMatchObject({ actor: { name: 'システム' }, target: '', details: [] })
  })

  it('spells out an operation no catalogue names, and both catalogues name the same operations', () => {
    expect(operationLabel('widget.origin_add', 'en')).toBe('widget origin add')
    expect(Object.keys(auditOperationsEn).sort()).toEqual(Object.keys(auditOperationsJa).sort())
  })
})
