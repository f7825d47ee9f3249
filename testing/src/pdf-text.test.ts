import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A one-page PDF written by hand: each run of text at (x, y), in Helvetica, bottom-left origin. */
function handMadePdf(runs: { x: number; y: number; text: string }[], title: string): Buffer {
  const content = runs.map(({ x, y, text }) => `BT /F1 12 Tf ${x} ${y} Td (${text}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${title}) /Author (Crestline Branded Supply) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

describe('pdfText', () => {
  it('reads the runs top to bottom, those of one line left to right with a space between, and the title', async () => {
    const bytes = handMadePdf(
      [
        { x: 20, y: 120, text: 'Page 1 of 1' },
        { x: 200, y: 250, text: '$316.36' },
        { x: 20, y: 250, text: 'Total due' },
      ],
      'Invoice INV-2026-000417',
    );

    const read = await pdfText(bytes);

    expect(read.pages).toEqual(['Total due $316.36\nPage 1 of 1']);
    expect(read.text).toBe('Total due $316.36\nPage 1 of 1');
    expect(read.title).toBe('Invoice INV-2026-000417');
    expect(read.author).toBe('Crestline Branded Supply');
  });

  it("leaves the caller's bytes whole", async () => {
    const bytes = handMadePdf([{ x: 20, y: 250, text: 'Total due' }], 'Sample');
    const copy = Buffer.from(bytes);

    await pdfText(bytes);

    expect(bytes.equals(copy)).toBe(true);
  });

  it('fails on bytes that are not a PDF', async () => {
    await expect(pdfText(Buffer.from('Total due $316.36'))).rejects.toThrow();
  });
});
