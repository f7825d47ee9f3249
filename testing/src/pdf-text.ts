// The text of a PDF as a reader finds it, for tests of the documents the server draws and the files
// a browser test downloads. pdf.js's legacy build is the one that runs in Node.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a PDF reader finds in a document. */
export interface PdfText {
  /** Each page's text, one string a page, its lines joined by '\n'. */
  pages: string[];
  /** Every page's text, pages joined by '\n'. */
  text: string;
  /** The document information dictionary's Title and Author, when set. */
  title: string | undefined;
  author: string | undefined;
}

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Runs closer than this (in points) vertically sit on one line. */
const SAME_LINE = 2;

/**
 * Reads the text of every page of a PDF, in reading order: top to bottom, and on one line left to
 * right, with a space where the runs are apart. Fails as a reader would on bytes that are not a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes the buffer over (transfers it): give it a copy, so the caller's bytes stay whole.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        runs.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width });
      }
      pages.push(linesOf(runs).join('\n'));
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { pages, text: pages.join('\n'), title: info.Title, author: info.Author };
  } finally {
    await document.destroy();
  }
}

function linesOf(runs: Run[]): string[] {
  // PDF space: y grows upwards.
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= SAME_LINE) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const run of line) {
      if (text !== '' && run.x - end > 1) text += ' ';
      text += run.str;
      end = run.x + run.width;
    }
    return text;
  });
}
