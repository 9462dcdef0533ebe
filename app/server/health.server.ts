import { getDatabase } from '../../db/runtime'
import { buildId } from '../lib/build-id'

const PING_TIMEOUT_MS = 2000

/** `GET /api/health`: 200 with the database kind and build, or 503 with the reason. */
export async function checkHealth() {
  try {
    const handle = await getDatabase()
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        ).unref(),
      ),
    ])
    return { status: 200, body: { status: 'ok', db: handle.kind, build: buildId } } as const
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      status: 503,
      body: { status: 'unavailable', reason: `database unreachable: ${reason}`, build: buildId },
    } as const
  }
}
