/** Reads Prometheus's text format in tests: the value of a series, the labels a metric carries. */

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g

export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = LINE.exec(line)
    if (!match?.[1] || match[3] === undefined) continue
    const labels: Record<string, string> = {}
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(LABEL)) labels[key] = value
    samples.push({ name: match[1], labels, value: Number(match[3]) })
  }
  return samples
}

/** The sum of the series of `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(text)
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0)
}

/** Log lines a test logger wrote (createLogger's destination), parsed. */
export function lineCollector() {
  const lines: string[] = []
  return {
    destination: { write: (line: string) => lines.push(line) },
    text: () => lines.join(''),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
