/**
 * The product's pages under load (issue 22, figures b–d) on a running bench server seeded with
 * the demo data: the sign-in page from the render cache against bare node:http, the same page
 * rendered (a cookie the cache does not know sends it to the renderer) against the framework
 * floor, and four signed-in pages against the floor: the home, a thread of 20 messages, the
 * usage page and the administrator's console.
 */
import { postTurn, type SignedIn, signIn } from '../resilience/support/chat-client'
import type { ServerProcess } from './server-process'
import { fetchHtml, getPage, measureAgainstBare, measureAgainstFloor, type Throughput } from './ssr'

/** The demo seed's password for its members, and the first administrator's (the server gets both). */
export const BENCH_DEMO_PASSWORD = 'Bench-ssr-Passw0rd!'
export const BENCH_ADMIN = { email: 'admin@opsai.bench', password: 'Bench-admin-Passw0rd!' }
/** A demo tenant, its mapped host and its application's brand (db/seeds/demo.ts). */
const DEMO_SLUG = 'hirameki'
const DEMO_HOST = `${DEMO_SLUG}.localhost`
const DEMO_BRAND = 'hirameki_ai'
const DEMO_MEMBER_NAME = '利用 太郎'
/** Turns of the measured thread: a question and an answer each. */
const THREAD_TURNS = 10
/** Unknown to the render cache, so a request carrying it is rendered (never kept or served from it). */
const UNCACHED = 'opsai_bench_render=1'

export interface PageFigures {
  cachedLogin: Throughput
  mappedHostLogin: Throughput
  uncachedLogin: Throughput
  signedIn: Throughput[]
  /** Uncompressed HTML of the signed-in home, in bytes. */
  homeHtmlBytes: number
  /** The second anonymous request of each sign-in page came from the render cache. */
  anonymousFromCache: boolean
  /** A request with an unknown cookie was rendered, not answered from the cache. */
  uncachedRendered: boolean
  /** Both sign-in pages showed the demo application's brand (the Host's, the path's). */
  brandShown: boolean
  /** The signed-in home was rendered for the member (their name), never from the cache. */
  signedInRendered: boolean
}

/** A thread of THREAD_TURNS × 2 messages, made through the chat API like a script would. */
async function makeThread(baseUrl: string, member: SignedIn): Promise<string> {
  let threadId: string | undefined
  for (let turn = 0; turn < THREAD_TURNS; turn++) {
    const outcome = await postTurn(baseUrl, member, {
      content: `ベンチ用の質問 ${turn + 1}: 来週の会議の議題を教えてください。`,
      ...(threadId ? { threadId } : {}),
    })
    if (outcome.done?.status !== 'complete' || !outcome.threadId) {
      throw new Error(
        `turn ${turn + 1} of the bench thread: ${outcome.status} ${JSON.stringify(outcome.error)}`,
      )
    }
    threadId = outcome.threadId
  }
  return threadId as string
}

export async function measurePages(server: ServerProcess, floorUrl: string): Promise<PageFigures> {
  const anonymous = { 'accept-language': 'ja' }
  const branded = { url: `${server.baseUrl}/login/${DEMO_BRAND}`, headers: anonymous }
  const mapped = {
    url: `${server.baseUrl}/login`,
    headers: { ...anonymous, host: `${DEMO_HOST}:${new URL(server.baseUrl).port}` },
  }
  const rendered = { url: branded.url, headers: { ...anonymous, cookie: UNCACHED } }
  const member = await signIn(server.baseUrl, {
    email: `member@${DEMO_SLUG}.example`,
    password: BENCH_DEMO_PASSWORD,
  })
  const admin = await signIn(server.baseUrl, BENCH_ADMIN, { systemAdmin: true })
  const threadId = await makeThread(server.baseUrl, member)
  const asMember = { ...anonymous, cookie: member.cookie }
  const signedInPages = [
    { label: 'signed-in /', url: `${server.baseUrl}/`, headers: asMember },
    {
      label: `signed-in /chat/thread/{id} (${THREAD_TURNS * 2} messages)`,
      url: `${server.baseUrl}/chat/thread/${threadId}`,
      headers: asMember,
    },
    { label: 'signed-in /usageSituation', url: `${server.baseUrl}/usageSituation`, headers: asMember },
    {
      label: 'system administrator /admin',
      url: `${server.baseUrl}/admin`,
      headers: { ...anonymous, cookie: admin.cookie },
    },
  ]

  let anonymousFromCache = true
  let brandShown = true
  for (const page of [branded, mapped]) {
    await getPage(page.url, page.headers)
    const again = await getPage(page.url, page.headers)
    anonymousFromCache &&= again.headers['x-render-cache'] === 'hit'
    brandShown &&= again.body.includes(`data-theme="${DEMO_BRAND}"`)
  }
  const renderedLogin = await fetchHtml('uncached /login', rendered)
  const uncachedRendered =
    renderedLogin.headers['x-render-cache'] !== 'hit' &&
    renderedLogin.body.includes(`data-theme="${DEMO_BRAND}"`)
  const home = await fetchHtml('signed-in /', signedInPages[0] as (typeof signedInPages)[0])
  const signedInRendered =
    home.headers['x-render-cache'] === undefined && home.body.includes(DEMO_MEMBER_NAME)

  const signedIn: Throughput[] = []
  for (const page of signedInPages) signedIn.push(await measureAgainstFloor(page.label, page, floorUrl))
  return {
    cachedLogin: await measureAgainstBare(`cached /login/${DEMO_BRAND}`, branded),
    mappedHostLogin: await measureAgainstBare(`cached /login on ${DEMO_HOST}`, mapped),
    uncachedLogin: await measureAgainstFloor(`uncached /login/${DEMO_BRAND}`, rendered, floorUrl),
    signedIn,
    homeHtmlBytes: Buffer.byteLength(home.body),
    anonymousFromCache,
    uncachedRendered,
    brandShown,
    signedInRendered,
  }
}
