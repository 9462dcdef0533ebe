import { describe, expect, it } from 'vitest'
import { chatOfModelId, modelIdOf } from './model-ids.shared'

describe('model ids of the /v1 API', () => {
  it('names the general chat and the catalogue chats', () => {
    expect(chatOfModelId('chat')).toEqual({ kind: 'chat', keyword: 'default' })
    expect(chatOfModelId('custom:mail')).toEqual({ kind: 'customchat', keyword: 'mail' })
    expect(chatOfModelId('faq:hr')).toEqual({ kind: 'faqchat', keyword: 'hr' })
    expect(chatOfModelId('ops:a:b')).toEqual({ kind: 'opschat', keyword: 'a:b' })
  })

  it('refuses anything else', () => {
    for (const id of ['', 'gpt-4o', 'custom:', ':x', 'chat:x', 'customchat:x', `faq:${'k'.repeat(101)}`]) {
      expect(chatOfModelId(id)).toBeNull()
    }
  })

  it('spells a route back as its model id', () => {
    expect(modelIdOf({ kind: 'chat', keyword: 'default' })).toBe('chat')
    expect(modelIdOf({ kind: 'opschat', keyword: 'deploy' })).toBe('ops:deploy')
  })
})
