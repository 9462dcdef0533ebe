import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
export function parseInWorker(file, { timeoutMs = 30_000, maxPages = 2000, maxOldGenerationSizeMb = 256 } = {}) {
  const bytes = new Uint8Array(fs.readFileSync(file));
  return new Promise((resolve) => {
    const w = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPages }, transferList: [bytes.buffer],
      resourceLimits: { maxOldGenerationSizeMb },
    });
    const timer = setTimeout(() => { w.terminate(); resolve({ ok: false, name: 'Timeout' }); }, timeoutMs);
    w.once('message', (m) => { clearTimeout(timer); w.terminate(); resolve(m); });
    w.once('error', (e) => { clearTimeout(timer); resolve({ ok: false, name: e.name, code: e.code, message: e.message }); });
    w.once('exit', (c) => { clearTimeout(timer); resolve({ ok: false, name: 'Exit', code: c }); });
  });
}
for (const [f, opts] of [['fx/nonembedded-ja.pdf', {}], ['fx/encrypted.pdf', {}], ['fx/5000.pdf', { maxPages: 1000 }], ['fx/5000.pdf', { maxPages: 10000, timeoutMs: 1000 }], ['fx/5000.pdf', { maxPages: 10000, maxOldGenerationSizeMb: 16 }]]) {
  const t0 = Date.now(); const r = await parseInWorker(f, opts);
  console.log(f, JSON.stringify(opts), Date.now() - t0, 'ms', JSON.stringify(r).slice(0, 200));
}
