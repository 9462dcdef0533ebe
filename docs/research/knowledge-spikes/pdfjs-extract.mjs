import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const useCmaps = process.argv[3] !== 'nocmap';
export async function extract(bytes, { maxPages = 2000 } = {}) {
  const task = getDocument({
    data: bytes,                       // Uint8Array (pdf.js transfers/detaches it)
    ...(useCmaps ? {
      cMapUrl: path.join(pkgDir, 'cmaps') + path.sep,   // filesystem path works in Node (NodeCMapReaderFactory)
      cMapPacked: true,
      standardFontDataUrl: path.join(pkgDir, 'standard_fonts') + path.sep,
    } : {}),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const doc = await task.promise;
  const pages = [];
  const n = Math.min(doc.numPages, maxPages);
  for (let i = 1; i <= n; i++) {
    const page = await doc.getPage(i);
    const tc = await page.getTextContent();
    let s = '';
    for (const it of tc.items) { if ('str' in it) { s += it.str; if (it.hasEOL) s += '\n'; } }
    pages.push({ page: i, text: s });
    page.cleanup();
  }
  const out = { numPages: doc.numPages, pages };
  await doc.destroy();
  return out;
}
const f = process.argv[2];
const t0 = Date.now();
try {
  const r = await extract(new Uint8Array(fs.readFileSync(f)));
  console.log(f, 'numPages', r.numPages, 'ms', Date.now() - t0);
  console.log(JSON.stringify(r.pages.slice(0, 3)), r.pages.length > 3 ? `... last=${JSON.stringify(r.pages.at(-1))}` : '');
} catch (e) { console.log(f, 'ERROR', e.name, e.code, e.message); }
