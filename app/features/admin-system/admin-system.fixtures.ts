/** Sample data of /admin/system for stories and component tests (shaped as the server returns it). */
import type { AdminSystemData } from './admin-system.functions'

const applications = [
  { key: 'fortuna', name: 'フォルトゥナ' },
  { key: 'hirameki_ai', name: 'ヒラメキAI' },
]

export const defaultSystemSettings: AdminSystemData = {
  settings: {
    registrationOpen: true,
    defaultApplication: null,
    maintenanceNotice: null,
    defaultProvider: null,
  },
  applications,
}

export const configuredSystemSettings: AdminSystemData = {
  settings: {
    registrationOpen: false,
    defaultApplication: 'hirameki_ai',
    maintenanceNotice: {
      ja: '4月1日 2:00〜4:00 はメンテナンスのためご利用いただけません。',
      en: 'The service is unavailable for maintenance on 1 April, 2:00–4:00.',
    },
    defaultProvider: {
      provider: 'openai-compatible',
      baseURL: 'https://llm.example.com/v1',
      model: 'gpt-4o-mini',
      hasApiKey: true,
    },
  },
  applications,
}
