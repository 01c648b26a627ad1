import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { BROCHURE_CONTACT, type Brochure } from '../brochures';
import { wrap } from './pdf';

/** One A4 page: brand bar, title, tagline, intro, feature bullets, contact line. */
export async function renderBrochure(b: Brochure): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${b.title} brochure`);
  doc.setAuthor(BROCHURE_CONTACT.company);
  doc.setSubject(b.tagline);
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const page = doc.addPage([595.28, 841.89]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const { width, height } = page.getSize();
  const margin = 56;
  const text = width - 2 * margin;
  const amber = rgb(0xd9 / 255, 0x8d / 255, 0x1b / 255);
  const darkAmber = rgb(0x8a / 255, 0x55 / 255, 0x06 / 255);
  const ink = rgb(0.13, 0.13, 0.12);
  const grey = rgb(0.36, 0.35, 0.33);

  page.drawRectangle({ x: 0, y: height - 14, width, height: 14, color: amber });
  page.drawText('LNF', { x: margin, y: height - 70, size: 16, font: bold, color: darkAmber });
  let y = height - 130;
  for (const line of wrap(b.title, bold, 30, text)) {
    page.drawText(line, { x: margin, y, size: 30, font: bold, color: ink });
    y -= 38;
  }
  y -= 4;
  for (const line of wrap(b.tagline, regular, 16, text)) {
    page.drawText(line, { x: margin, y, size: 16, font: regular, color: darkAmber });
    y -= 22;
  }
  y -= 18;
  for (const line of wrap(b.intro, regular, 12, text)) {
    page.drawText(line, { x: margin, y, size: 12, font: regular, color: ink });
    y -= 18;
  }
  y -= 20;
  page.drawText('What you get', { x: margin, y, size: 14, font: bold, color: ink });
  y -= 26;
  for (const feature of b.features) {
    page.drawCircle({ x: margin + 4, y: y + 4, size: 3, color: amber });
    for (const [i, line] of wrap(feature, regular, 12, text - 18).entries()) {
      page.drawText(line, { x: margin + 18, y: y - i * 16, size: 12, font: regular, color: ink });
      if (i > 0) y -= 16;
    }
    y -= 24;
  }
  page.drawLine({ start: { x: margin, y: 110 }, end: { x: width - margin, y: 110 }, thickness: 0.75, color: amber });
  page.drawText(BROCHURE_CONTACT.line, { x: margin, y: 88, size: 11, font: bold, color: ink });
  for (const [i, line] of wrap(BROCHURE_CONTACT.office, regular, 9, text).entries()) {
    page.drawText(line, { x: margin, y: 70 - i * 12, size: 9, font: regular, color: grey });
  }
  page.drawText(BROCHURE_CONTACT.company, { x: margin, y: 40, size: 9, font: regular, color: grey });
  return doc.save();
}
