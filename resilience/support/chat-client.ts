/**
 * A script's view of the chat API: sign in over HTTP, post a message, read the server-sent
 * events to the end. Every outcome is recorded, never thrown: a resilience test must see a
 * refused request, a broken connection and a stream without `done` as what they are.
 */
import { Secret, TOTP } from 'otpauth'
import { parseSse } from '../../app/lib/sse.shared'

export interface ServerSentEvent {
  event: string
  data: Record<string, unknown>
}

export interface TurnOutcome {
  /** HTTP status, or 0 when no response arrived (connection refused or reset). */
  status: number
  contentType: string
  events: ServerSentEvent[]
  /** The JSON body of a non-stream answer (a refusal). */
  json?: Record<string, unknown>
  /** The raw body when it was neither a stream nor JSON (must never happen). */
  raw?: string
  /** A network failure: no response, or the stream broke off. */
  networkError?: string
  text: string
  threadId?: string
  assistantMessageId?: string
  usage?: {
    inputTokens: number
    outputTokens: number
    totalTokens: number
    charged: number
    estimated: boolean
  }
  error?: { error?: string; message: string; messages: { ja: string; en: string } }
  done?: { messageId: string; status: string }
  elapsedMs: number
}

export interface Credentials {
  email: string
  password: string
}

export interface SignedIn {
  /** `Authorization: Bearer …` value. */
  bearer: string
  /** The session cookie, for page loads. */
  cookie: string
}

/** `set-cookie` headers as one `Cookie` header value. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
}

async function signedInFrom(response: Response, what: string): Promise<SignedIn> {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${await response.text()}`)
  const token = response.headers.get('set-auth-token')
  if (!token) throw new Error(`${what} returned no set-auth-token header`)
  await response.body?.cancel()
  return { bearer: `Bearer ${token}`, cookie: cookiesOf(response) }
}

/** The TOTP secret of each administrator this process enrolled, by e-mail. */
const adminSecrets = new Map<string, string>()

const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate()

/**
 * Every system administrator must have two-factor authentication (ADR 036): the first sign-in on
 * a fresh database enrols through better-auth's endpoints; later ones answer the code step.
 */
async function signInSystemAdmin(baseUrl: string, credentials: Credentials): Promise<SignedIn> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
      body: JSON.stringify(body),
    })
  const response = await post('/sign-in/system-admin', credentials)
  if (response.status !== 200) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status} ${await response.text()}`)
  }
  if (response.headers.get('set-auth-token')) {
    const enrolling = await signedInFrom(response, `sign-in of ${credentials.email}`)
    const enabled = await post(
      '/two-factor/enable',
      { password: credentials.password },
      {
        authorization: enrolling.bearer,
      },
    )
    if (enabled.status !== 200) throw new Error(`2FA enable: ${enabled.status} ${await enabled.text()}`)
    const { totpURI } = (await enabled.json()) as { totpURI: string }
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    adminSecrets.set(credentials.email, secret)
    // Confirming replaces the session: the new token comes back with the answer.
    return signedInFrom(
      await post('/two-factor/verify-totp', { code: totpCode(secret) }, { authorization: enrolling.bearer }),
      '2FA confirmation',
    )
  }
  const challenge = cookiesOf(response)
  await response.body?.cancel()
  const secret = adminSecrets.get(credentials.email)
  if (!secret) throw new Error(`${credentials.email} has 2FA, enrolled outside this process`)
  return signedInFrom(
    await post('/two-factor/verify-totp', { code: totpCode(secret) }, { cookie: challenge }),
    'the 2FA code step',
  )
}

/** A tenant member's sign-in, or the system administrator's (`/admin/login`) with `systemAdmin`. */
export async function signIn(
  baseUrl: string,
  credentials: Credentials,
  options: { systemAdmin?: boolean } = {},
): Promise<SignedIn> {
  if (options.systemAdmin) return signInSystemAdmin(baseUrl, credentials)
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(credentials),
  })
  if (response.status !== 200) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status} ${await response.text()}`)
  }
  return signedInFrom(response, `sign-in of ${credentials.email}`)
}

function summarise(outcome: TurnOutcome) {
  for (const { event, data } of outcome.events) {
    if (event === 'thread') {
      outcome.threadId = String(data.threadId)
      outcome.assistantMessageId = String(data.assistantMessageId)
    } else if (event === 'delta') outcome.text += String(data.text)
    else if (event === 'usage') outcome.usage = data as unknown as TurnOutcome['usage']
    else if (event === 'error') outcome.error = data as unknown as TurnOutcome['error']
    else if (event === 'done') outcome.done = data as unknown as TurnOutcome['done']
  }
}

export async function postTurn(
  baseUrl: string,
  auth: SignedIn,
  body: { content?: string; threadId?: string; action?: string },
  options: {
    kind?: string
    keyword?: string
    signal?: AbortSignal
    onEvent?: (event: ServerSentEvent) => void
  } = {},
): Promise<TurnOutcome> {
  const started = Date.now()
  const outcome: TurnOutcome = { status: 0, contentType: '', events: [], text: '', elapsedMs: 0 }
  const path = `/api/chats/${options.kind ?? 'chat'}/${options.keyword ?? 'default'}/messages`
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: auth.bearer, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    })
    outcome.status = response.status
    outcome.contentType = response.headers.get('content-type') ?? ''
    if (!outcome.contentType.startsWith('text/event-stream')) {
      const text = await response.text()
      try {
        outcome.json = JSON.parse(text) as Record<string, unknown>
      } catch {
        outcome.raw = text
      }
    } else if (response.body) {
      for await (const { event: name, data } of parseSse(response.body)) {
        const event = { event: name, data: (data ?? {}) as Record<string, unknown> }
        outcome.events.push(event)
        options.onEvent?.(event)
      }
    }
  } catch (error) {
    outcome.networkError = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  }
  summarise(outcome)
  outcome.elapsedMs = Date.now() - started
  return outcome
}

export interface ThreadMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  status: string
  errorMessage: string | null
  totalTokens: number
}

export async function getThread(
  baseUrl: string,
  auth: SignedIn,
  threadId: string,
): Promise<{ status: number; messages: ThreadMessage[] }> {
  const response = await fetch(`${baseUrl}/api/threads/${threadId}`, {
    headers: { authorization: auth.bearer },
  })
  const body = (await response.json()) as { messages?: ThreadMessage[] }
  return { status: response.status, messages: body.messages ?? [] }
}
