import fs from 'node:fs';
import { unzipSync, Unzip, UnzipInflate, inflateSync } from 'fflate';
// 1) cheap central-directory scan: filter sees declared sizes, returning false decompresses nothing
export function scanZip(bytes, { maxEntries = 2000, maxEntryBytes = 50 << 20, maxTotalBytes = 200 << 20, maxRatio = 200 } = {}) {
  let total = 0, n = 0; const entries = [];
  unzipSync(bytes, { filter(f) {
    n++; total += f.originalSize;
    if (n > maxEntries) throw new Error(`zip: too many entries`);
    if (f.originalSize > maxEntryBytes || total > maxTotalBytes) throw new Error(`zip: declared size too large (${f.name} ${f.originalSize})`);
    if (f.size > 0 && f.originalSize / f.size > maxRatio && f.originalSize > 1 << 20) throw new Error(`zip: compression ratio ${Math.round(f.originalSize / f.size)} (${f.name})`);
    entries.push({ name: f.name, size: f.size, originalSize: f.originalSize, compression: f.compression });
    return false;
  } });
  return entries;
}
// 2) decompress selected entries with a real byte counter (sizes in headers can lie)
export function unzipCapped(bytes, { want = () => true, maxTotalBytes = 200 << 20 } = {}) {
  const out = new Map(); let total = 0; let error;
  const uz = new Unzip((file) => {
    if (!want(file.name)) return;
    const chunks = [];
    file.ondata = (err, chunk, final) => {
      if (error) return;
      if (err) { error = err; return; }
      total += chunk.length;
      if (total > maxTotalBytes) { error = new Error('zip: decompressed size over cap'); file.terminate(); return; }
      chunks.push(chunk);
      if (final) out.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  });
  uz.register(UnzipInflate);
  for (let i = 0; i < bytes.length && !error; i += 64 << 10) uz.push(bytes.subarray(i, i + 64 << 10), i + (64 << 10) >= bytes.length);
  if (error) throw error;
  return out;
}
const bomb = new Uint8Array(fs.readFileSync('fx/bomb.docx'));
try { scanZip(bomb) } catch (e) { console.log('scan bomb:', e.message) }
// forge the central directory: claim 100 bytes for every entry
const forged = Buffer.from(bomb); let p = forged.lastIndexOf(Buffer.from([0x50,0x4b,0x05,0x06])); const cdOff = forged.readUInt32LE(p + 16);
for (let q = cdOff; forged.readUInt32LE(q) === 0x02014b50; q += 46 + forged.readUInt16LE(q + 28) + forged.readUInt16LE(q + 30) + forged.readUInt16LE(q + 32)) forged.writeUInt32LE(100, q + 24);
console.log('forged scan passes:', JSON.stringify(scanZip(new Uint8Array(forged))));
let t0 = Date.now();
try { const m = unzipCapped(new Uint8Array(forged), { maxTotalBytes: 50 << 20 }); console.log('capped: got', [...m.keys()]) } catch (e) { console.log('capped forged:', e.message, Date.now() - t0, 'ms') }
t0 = Date.now();
try { const r = unzipSync(new Uint8Array(forged)); console.log('plain unzipSync on forged -> sizes', Object.entries(r).map(([k, v]) => k + ':' + v.length), Date.now() - t0, 'ms') } catch (e) { console.log('plain unzipSync forged err:', e.message) }
console.log('docx entries', scanZip(new Uint8Array(fs.readFileSync('fx/test.docx'))).map(e => e.name).join(' '));
console.log('pptx slides', [...unzipCapped(new Uint8Array(fs.readFileSync('fx/test.pptx')), { want: n => /^ppt\/(slides|notesSlides)\/\w+\d+\.xml$/.test(n) }).keys()]);
