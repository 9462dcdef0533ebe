import { parentPort, workerData } from 'node:worker_threads';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
globalThis.pdfjsWorker = pdfjsWorker;          // run pdf.js "fake worker" in this thread, no dynamic import of workerSrc
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
import { createRequire } from 'node:module';
import path from 'node:path';
const pkgDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const { bytes, maxPages } = workerData;
try {
  const doc = await getDocument({ data: bytes, cMapUrl: path.join(pkgDir, 'cmaps/'), cMapPacked: true,
    standardFontDataUrl: path.join(pkgDir, 'standard_fonts/'), isEvalSupported: false, disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS }).promise;
  if (doc.numPages > maxPages) throw Object.assign(new Error(`too many pages: ${doc.numPages}`), { name: 'TooManyPages' });
  const pages = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const tc = await (await doc.getPage(i)).getTextContent();
    pages.push({ page: i, text: tc.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : '') : '')).join('') });
  }
  parentPort.postMessage({ ok: true, numPages: doc.numPages, pages });
  await doc.destroy();
} catch (e) { parentPort.postMessage({ ok: false, name: e.name, message: e.message }); }
