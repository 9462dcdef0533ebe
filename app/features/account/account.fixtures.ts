import type { ActiveSession } from '../../server/account/account.server'
import type { ApiTokenSummary } from '../../server/account/api-tokens.server'

export const sampleSessions: ActiveSession[] = [
  {
    id: 's1',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ipAddress: '203.0.113.7',
    createdAt: '2025-05-01T00:10:00.000Z',
    lastActiveAt: '2025-05-03T09:30:00.000Z',
    current: true,
  },
  {
    id: 's2',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1',
    ipAddress: '198.51.100.23',
    createdAt: '2025-04-28T12:00:00.000Z',
    lastActiveAt: '2025-05-02T18:05:00.000Z',
    current: false,
  },
  {
    id: 's3',
    userAgent: null,
    ipAddress: null,
    createdAt: '2025-04-20T08:00:00.000Z',
    lastActiveAt: '2025-04-20T08:00:00.000Z',
    current: false,
  },
]

export const sampleTokens: ApiTokenSummary[] = [
  {
    id: 't1',
    name: '日次レポート',
    prefix: 'opsai_pat_Ab3dE9',
    createdAt: '2025-04-01T03:00:00.000Z',
    lastUsedAt: '2025-05-03T01:00:00.000Z',
  },
  {
    id: 't2',
    name: 'Slack bot',
    prefix: 'opsai_pat_x7Qw0P',
    createdAt: '2025-05-02T10:00:00.000Z',
    lastUsedAt: null,
  },
]
