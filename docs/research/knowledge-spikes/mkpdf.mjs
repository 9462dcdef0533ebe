import { PDFDocument, StandardFonts } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import fs from 'node:fs';
// 1) embedded Japanese (IPA Gothic subset) + Latin, 3 pages
{
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const jp = await doc.embedFont(fs.readFileSync('/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf'), { subset: true });
  const helv = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const p = doc.addPage([595, 842]);
    p.drawText(`Page ${i} hello world`, { x: 50, y: 780, size: 14, font: helv });
    p.drawText(`第${i}章 返品ポリシーについて：購入後30日以内`, { x: 50, y: 740, size: 14, font: jp });
  }
  fs.writeFileSync('fx/embedded-ja.pdf', await doc.save());
}
// 2) encrypted? pdf-lib can't encrypt; handled separately.
// 3) big: 5000 pages
{
  const doc = await PDFDocument.create();
  const helv = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 5000; i++) doc.addPage([200, 200]).drawText(`p${i} lorem ipsum`, { x: 10, y: 100, size: 10, font: helv });
  fs.writeFileSync('fx/5000.pdf', await doc.save());
}
