// Build a 20 MB multipart body the way a browser would, then parse it as a server would
const MAX = 25 << 20;
const file = new Uint8Array(20 << 20).map((_, i) => i & 0xff);
const fd = new FormData(); fd.set('kbId', '42'); fd.set('file', new Blob([file], { type: 'application/pdf' }), '就業規則.pdf');
const req0 = new Request('http://x/api/kb/upload', { method: 'POST', body: fd });
const body = new Uint8Array(await req0.arrayBuffer()); const ct = req0.headers.get('content-type');
const mb = () => Math.round(process.memoryUsage().rss / 1e6);
async function readCapped(request, max) {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) throw new Error(`413 declared ${declared}`);
  const reader = request.body.getReader(); const chunks = []; let total = 0;
  for (;;) { const { done, value } = await reader.read(); if (done) break; total += value.byteLength;
    if (total > max) { await reader.cancel(); throw new Error(`413 streamed ${total}`); } chunks.push(value); }
  return Buffer.concat(chunks, total);
}
globalThis.gc?.(); const m0 = mb(); const t0 = Date.now();
// stream without content-length (chunked) to show the streaming counter
const stream = (bytes) => new ReadableStream({ start(c) { for (let i = 0; i < bytes.length; i += 65536) c.enqueue(bytes.subarray(i, i + 65536)); c.close(); } });
const req = new Request('http://x/api/kb/upload', { method: 'POST', body: stream(body), duplex: 'half', headers: { 'content-type': ct } });
const capped = await readCapped(req, MAX);
const form = await new Response(capped, { headers: { 'content-type': ct } }).formData();
const f = form.get('file');
console.log('parsed', f.name, f.type, f.size, 'kbId', form.get('kbId'), Date.now() - t0, 'ms, rss +', mb() - m0, 'MB');
const bytes = new Uint8Array(await f.arrayBuffer()); console.log('bytes equal', Buffer.compare(Buffer.from(bytes), Buffer.from(file)) === 0);
try { await readCapped(new Request('http://x', { method: 'POST', body: stream(body), duplex: 'half' }), 10 << 20) } catch (e) { console.log(e.message) }
try { await readCapped(new Request('http://x', { method: 'POST', body: 'x', headers: { 'content-length': String(100 << 20) } }), 10 << 20) } catch (e) { console.log(e.message) }
