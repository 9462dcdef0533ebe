/**
 * FAQ retrieval on hostile sizes: a question of 55 000 characters against 2 000 entries must cost
 * about what an ordinary question costs (no work quadratic in the question's length). The
 * ordinary question, ranked on the same index in the same run, is the limit.
 */
import { createFaqIndex } from '../app/server/faq/retrieval.shared'
import { ALL_FAQ } from '../app/server/faq/testing/faq-fixtures'

export const FAQ_ENTRIES = 2000
const ORDINARY = 'パスワードを忘れました'
const HUGE = ORDINARY.repeat(5000)

function medianMs(work: () => void, runs: number): number {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}

export function measureFaqRetrieval() {
  const entries = Array.from({ length: FAQ_ENTRIES }, (_, index) => {
    const source = ALL_FAQ[index % ALL_FAQ.length] ?? { id: '', question: '', answer: '' }
    return { ...source, id: `${source.id}-${index}` }
  })
  const index = createFaqIndex(entries)
  const ordinaryMs = medianMs(() => index.rank(ORDINARY), 9)
  const hugeMs = medianMs(() => index.rank(HUGE), 3)
  const topIsRight = index.rank(HUGE).matches[0]?.entry.id.startsWith('ja-password-reset') ?? false
  return { ordinaryMs, hugeMs, ratio: hugeMs / ordinaryMs, topIsRight }
}
