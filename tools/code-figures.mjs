// Prints the figures a refactor is judged by: the source files over 400 lines, the longest
// functions, the server's folders with their ranks, and where e-mails are written to the outbox.
//   node tools/code-figures.mjs [--most N]
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SERVER_RANKS } from './eslint-rules/server-layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const most = Number(process.argv[process.argv.indexOf('--most') + 1]) || 15;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/drizzle/'));

const longFiles = [];
const functions = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}/${file}`, 'utf8');
  } catch {
    continue;
  }
  const lines = text.split('\n').length;
  if (lines > 400) longFiles.push({ file, lines });
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let name = node.name?.getText() ?? '';
      if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText();
      if (!name && ts.isPropertyAssignment(node.parent)) name = node.parent.name.getText();
      functions.push({ where: `${file}:${start + 1}`, name: name || '(anonymous)', lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

console.log(`# Source files over 400 lines (tests and migrations left out): ${longFiles.length}`);
for (const { file, lines } of longFiles.sort((a, b) => b.lines - a.lines)) console.log(`${String(lines).padStart(5)}  ${file}`);

console.log(`\n# The ${most} longest functions`);
for (const f of functions.sort((a, b) => b.lines - a.lines).slice(0, most))
  console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.where}`);

console.log('\n# The server: its folders and their ranks (tools/eslint-rules/server-layers.js)');
const folders = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .map((f) => f.split('/').slice(3))
  .filter((parts) => parts.length > 1)
  .map((parts) => (parts.length > 2 && parts[1] === 'routes' ? `${parts[0]}/routes` : parts[0]));
const byRank = new Map();
for (const folder of new Set(folders)) {
  const rank = folder.endsWith('/routes') ? 7 : (SERVER_RANKS[folder] ?? '?');
  byRank.set(rank, [...(byRank.get(rank) ?? []), folder].sort());
}
for (const rank of [...byRank.keys()].sort((a, b) => Number(a) - Number(b)))
  console.log(`${rank}  ${byRank.get(rank).join(', ')}`);

console.log('\n# Where an e-mail is written to the outbox');
const writers = execFileSync(
  'git',
  ['grep', '-nE', 'insert\\(emailOutbox\\)|insert into email_outbox', '--', 'apps/server/src'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((line) => line && !line.includes('.test.ts'));
for (const line of writers) console.log(line.split(':').slice(0, 2).join(':'));
console.log(`${writers.length} places in ${new Set(writers.map((l) => l.split('/')[3])).size} folders`);
