import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every box a person types text in carries the server's limit as its maxLength, so a too-long
// value is stopped where it is typed instead of coming back as a refusal.

const SRC = join(__dirname, '..', 'apps', 'web', 'src');
const TEXT_ELEMENTS = new Set(['input', 'textarea', 'TextField', 'Field', 'DraftText', 'SearchBox']);
// Boxes that hand on their caller's props (and so its maxLength): their callers are checked.
const PASSING_ON = new Set([
  'common/field.tsx',
  'screens/console/billing/account-fields.tsx',
  'screens/console/console-fields.tsx',
]);
// The console's shared input props that carry a maxLength (each is checked below to carry one).
const BOUNDED_PROPS = { DOLLARS: 'screens/console/console-fields.tsx' } as const;
// Input types that hold no free text, or whose length the browser bounds itself.
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'color',
  'range',
  'date',
  'datetime-local',
  'month',
  'number',
  'time',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

const stringValue = (attr: ts.JsxAttribute | undefined) =>
  attr?.initializer && ts.isStringLiteral(attr.initializer) ? attr.initializer.text : undefined;

/** The boxes of a file that take text without a maxLength, as 'file:line <Tag>'. */
function unbounded(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      const type = stringValue(attribute(node, 'type'));
      // A select offers choices and a read-only box takes no typing.
      const noTyping = attribute(node, 'select') ?? attribute(node, 'readOnly');
      const passesOn = PASSING_ON.has(relative(SRC, file)) && node.attributes.properties.some(ts.isJsxSpreadAttribute);
      const text = node.attributes
        .getText()
        .replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(BOUNDED_PROPS, name) ? 'maxLength' : all));
      if (TEXT_ELEMENTS.has(tag) && !NOT_TEXT.has(type ?? '') && !noTyping && !passesOn && !/\bmaxLength\b/.test(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(SRC, file)}:${line + 1} <${tag}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the text boxes of the buyer screens and the console', () => {
  it('each carry a maxLength', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(unbounded)).toEqual([]);
  });
  it('counts on shared props only where they carry a maxLength', () => {
    for (const [name, file] of Object.entries(BOUNDED_PROPS)) {
      const source = readFileSync(join(SRC, file), 'utf8');
      expect(source, name).toMatch(new RegExp(`export const ${name} = \\{[^;]*\\bmaxLength: \\d+`));
    }
  });
});
