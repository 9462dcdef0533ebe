/**
 * Hostile and broken files: each ends with its refusal code, within the worker's limits.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDocument } from './parse.server'
import { minimalPdf } from './testing/minimal-pdf'
import { officeZipBomb, withForgedSizes } from './testing/office-files'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./testing/${name}`, import.meta.url)))
const pagesOfText = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `Page ${index + 1}: the quick brown fox jumps over the lazy dog.`,
  )

/** The highest resident set size of this process while `work` runs, above where it started. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 10)
  try {
    const result = await work()
    return { result, growthMb: Math.round((Math.max(peak, process.memoryUsage().rss) - start) / 2 ** 20) }
  } finally {
    clearInterval(sampler)
  }
}

describe('parseDocument refuses', () => {
  it('an empty file', async () => {
    expect(await parseDocument(new Uint8Array(0), 'pdf')).toEqual({ ok: false, code: 'empty' })
  })

  it('a password-protected PDF or Office file as encrypted', async () => {
    expect(await parseDocument(fixture('encrypted.pdf'), 'pdf')).toMatchObject({
      ok: false,
      code: 'encrypted',
    })
    const protectedDocx = new Uint8Array(1024)
    protectedDocx.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    protectedDocx.set(Buffer.from('EncryptedPackage', 'utf16le'), 512)
    expect(await parseDocument(protectedDocx, 'docx')).toEqual({ ok: false, code: 'encrypted' })
  })

  it('a truncated PDF or a broken zip as corrupt', async () => {
    const pdf = fixture('embedded-ja.pdf')
    expect(await parseDocument(pdf.slice(0, pdf.length / 2), 'pdf')).toMatchObject({
      ok: false,
      code: 'corrupt',
    })
    const noZip = new TextEncoder().encode('PK\u0003\u0004 not really a zip')
    expect(await parseDocument(noZip, 'xlsx')).toMatchObject({ ok: false, code: 'corrupt' })
  })

  it('bytes that are no text for a text format', async () => {
    expect(await parseDocument(new Uint8Array([0x41, 0, 0x42]), 'txt')).toMatchObject({
      ok: false,
      code: 'unsupportedType',
    })
  })

  it('a PDF over maxPages before reading any page', async () => {
    const progress: number[] = []
    const result = await parseDocument(minimalPdf(pagesOfText(5000)), 'pdf', {
      maxPages: 2000,
      onProgress: (done) => progress.push(done),
    })
    expect(result).toEqual({ ok: false, code: 'tooManyPages', detail: '5000 > 2000' })
    expect(progress).toEqual([])
  })

  it('a document that takes longer than timeoutMs', async () => {
    const result = await parseDocument(minimalPdf(pagesOfText(5000)), 'pdf', {
      maxPages: 10_000,
      timeoutMs: 300,
    })
    expect(result).toMatchObject({ ok: false, code: 'timeout' })
  })

  it('a document that needs more heap than the worker has', async () => {
    const result = await parseDocument(minimalPdf(pagesOfText(5000)), 'pdf', {
      maxPages: 10_000,
      maxHeapMb: 16,
    })
    expect(result).toMatchObject({ ok: false, code: 'outOfMemory' })
  })

  for (const kind of ['docx', 'xlsx'] as const) {
    it(`a zip bomb dressed as ${kind}, whether its sizes are declared or forged, without a memory spike`, async () => {
      const bomb = await officeZipBomb(kind, 110)
      expect(bomb.length).toBeLessThan(200_000)
      const declared = await peakRssGrowth(() => parseDocument(bomb, kind))
      expect(declared.result).toMatchObject({ ok: false, code: 'zipBomb' })
      // The central directory says 100 bytes: only the inflated byte count catches it.
      const forged = await peakRssGrowth(() => parseDocument(withForgedSizes(bomb, 100), kind))
      expect(forged.result).toMatchObject({
        ok: false,
        code: 'zipBomb',
        detail: expect.stringContaining('inflated'),
      })
      console.info(`${kind} bomb: RSS +${declared.growthMb} MB (declared), +${forged.growthMb} MB (forged)`)
      // Unguarded, mammoth took the process to 2.2 GB (docs/research/knowledge-ingestion.md §2).
      expect(forged.growthMb).toBeLessThan(400)
    })
  }
})

describe('parseDocument speed', () => {
  it('reads a 200-page PDF (pages per second printed for docs/performance.md)', async () => {
    const times: number[] = []
    const started = performance.now()
    const result = await parseDocument(minimalPdf(pagesOfText(200)), 'pdf', {
      onProgress: () => times.push(performance.now()),
    })
    const total = performance.now() - started
    expect(result.ok && result.document.sections.length).toBe(200)
    const reading = (times.at(-1) ?? 0) - (times[0] ?? 0)
    console.info(
      `200-page PDF: ${Math.round(total)} ms in all (${Math.round((200 * 1000) / total)} pages/s with the worker's start), ` +
        `${Math.round((199 * 1000) / reading)} pages/s once reading`,
    )
  })
})
