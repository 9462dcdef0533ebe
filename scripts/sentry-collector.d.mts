import type { Server } from 'node:http'
export function startSentryCollector(
  port?: number,
): Promise<{ server: Server; received: { url: string; body: string }[]; port: number }>
