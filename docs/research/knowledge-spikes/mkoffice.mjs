import fs from 'node:fs';
import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';
// DOCX
const d = new Document({ sections: [{ children: [
  new Paragraph({ text: '返品ポリシー', heading: HeadingLevel.HEADING_1 }),
  new Paragraph({ children: [new TextRun('購入後30日以内であれば返品できます。'), new TextRun({ text: ' Bold EN', bold: true })] }),
] }] });
fs.writeFileSync('fx/test.docx', await Packer.toBuffer(d));
// XLSX
const wb = new ExcelJS.Workbook(); const ws = wb.addWorksheet('価格表');
ws.addRow(['商品', '価格', '日付']); ws.addRow(['りんご', 120, new Date('2024-01-02')]); ws.addRow(['合計', { formula: 'B2*2', result: 240 }]);
await wb.xlsx.writeFile('fx/test.xlsx');
// PPTX
const p = new PptxGenJS(); for (let i = 1; i <= 2; i++) { const s = p.addSlide(); s.addText(`スライド${i}: 営業時間は9時から17時`, { x: 1, y: 1 }); s.addNotes(`note ${i}`); }
await p.writeFile({ fileName: 'fx/test.pptx' });
// zip bomb disguised as DOCX: valid [Content_Types].xml + word/document.xml of 1 GiB
await new Promise((res) => {
  const chunks = []; const z = new Zip((err, c, final) => { chunks.push(c); if (final) { fs.writeFileSync('fx/bomb.docx', Buffer.concat(chunks)); res(); } });
  const ct = new ZipDeflate('[Content_Types].xml'); z.add(ct);
  ct.push(strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'), true);
  const doc = new ZipDeflate('word/document.xml', { level: 9 }); z.add(doc);
  const block = new Uint8Array(1 << 20).fill(0x20);
  for (let i = 0; i < 1024; i++) doc.push(block, i === 1023);
  z.end();
});
fs.writeFileSync('fx/test.csv', '商品,価格\nりんご,120\n"カンマ,入り",5\n');
fs.writeFileSync('fx/test.html', '<!doctype html><html><head><title>t</title><script>alert(1)</script></head><body><h1>案内</h1><p>営業時間</p></body></html>');
