import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * The READMEs' folder and feature tables stay true to the tree (docs/development.md). Each table is found
 * by its README and the first cell of its header row. In the columns a table declares, every backticked
 * path and every link target names a folder or file under that column's base, and must exist. `complete`
 * says which levels the table covers: every folder (or file) directly in each listed folder must be named
 * in the first such column, as its path from the base (a folder is also named by a path inside it, as a
 * link to `product/README.md` names `product`).
 *
 * A folder or file "exists" when git knows it, tracked or new and not ignored, and it is on disk: so
 * `node_modules/`, `dist/`, `data/` and the benchmarks' results are not folders of the repository.
 *
 * The levels each table covers:
 * - README.md, "folder": the top level, and every folder directly in apps/, packages/, docs/ and apps/api/src/;
 * - apps/api/src/README.md, "folder": every folder directly in http/, domains/ and platform/; and its
 *   "uses" column is what each domain imports from the other domains, each of them in a row above it;
 * - apps/web/README.md, "web feature": every folder of src/features/; its API domain and route folders exist;
 * - apps/api/test/README.md, "File": every file of test/helpers/;
 * - docs/README.md, "page": every page and folder of docs/ and every page of docs/operations/;
 * - docs/product/README.md, "prefix": every area file of docs/product/;
 * - docs/decisions/README.md, "#": every decision record.
 * A README table whose first column names folders (`x/`) in two rows or more must be one of these.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Level {
  /** A folder under the first checked column's base ('' for the base itself). */
  dir: string;
  kind: 'folders' | 'files';
  /** Names of that kind left out of the table on purpose. */
  except?: readonly string[];
}

interface TableSpec {
  readme: string;
  /** The first cell of the table's header row. */
  header: string;
  /** Column number (from 0) → the folder its paths are relative to, from the repository's root. */
  columns: Readonly<Record<number, string>>;
  complete: readonly Level[];
}

const TABLES: readonly TableSpec[] = [
  {
    readme: 'README.md',
    header: 'folder',
    columns: { 0: '' },
    complete: [
      { dir: '', kind: 'folders' },
      { dir: 'apps', kind: 'folders' },
      { dir: 'packages', kind: 'folders' },
      { dir: 'docs', kind: 'folders' },
      { dir: 'apps/api/src', kind: 'folders' },
    ],
  },
  {
    readme: 'apps/api/src/README.md',
    header: 'folder',
    columns: { 0: 'apps/api/src' },
    complete: [
      { dir: 'http', kind: 'folders' },
      { dir: 'domains', kind: 'folders' },
      { dir: 'platform', kind: 'folders' },
    ],
  },
  {
    readme: 'apps/web/README.md',
    header: 'web feature',
    columns: { 0: 'apps/web/src/features', 1: 'apps/api/src', 2: 'apps/api/src/http/routes' },
    complete: [{ dir: '', kind: 'folders' }],
  },
  {
    readme: 'apps/api/test/README.md',
    header: 'file',
    columns: { 0: 'apps/api/test/helpers' },
    complete: [{ dir: '', kind: 'files' }],
  },
  {
    readme: 'docs/README.md',
    header: 'page',
    columns: { 0: 'docs' },
    complete: [
      { dir: '', kind: 'folders' },
      { dir: '', kind: 'files', except: ['README.md'] },
      { dir: 'operations', kind: 'files' },
    ],
  },
  {
    readme: 'docs/product/README.md',
    header: 'prefix',
    columns: { 1: 'docs/product' },
    complete: [{ dir: '', kind: 'files', except: ['README.md', 'legacy-references.md'] }],
  },
  {
    readme: 'docs/decisions/README.md',
    header: '#',
    columns: { 0: 'docs/decisions' },
    complete: [{ dir: '', kind: 'files', except: ['README.md'] }],
  },
];

/** The repository's files, from its root: tracked or new and not ignored, and on disk. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0').filter((file) => file !== ''))].filter((file) => existsSync(path.join(ROOT, file)));
}

const FILES = repositoryFiles();
const FILE_SET = new Set(FILES);
const FOLDER_SET = new Set(
  FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const join = (...parts: string[]) => parts.filter((part) => part !== '').join('/');
const exists = (file: string) => FILE_SET.has(file) || FOLDER_SET.has(file);

/** What is directly in `dir` (from the root; '' for the root): its folders or its files, by name. */
function childrenOf(dir: string, kind: Level['kind']): string[] {
  const prefix = dir === '' ? '' : `${dir}/`;
  const names = new Set<string>();
  for (const file of FILES) {
    if (!file.startsWith(prefix)) continue;
    const [first = '', ...below] = file.slice(prefix.length).split('/');
    if (kind === 'files' && below.length === 0) names.add(first);
    if (kind === 'folders' && below.length > 0) names.add(first);
  }
  return [...names].sort();
}

interface Table {
  header: string[];
  rows: string[][];
}

/** A Markdown table row's cells; a `|` inside backticks does not split. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (const char of line.trim().replace(/^\|/, '').replace(/\|$/, '')) {
    if (char === '`') inCode = !inCode;
    if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** Every table of a Markdown text (outside fenced code): its header cells and its data rows' cells. */
function tablesOf(markdown: string): Table[] {
  const tables: Table[] = [];
  let block: string[] = [];
  let fenced = false;
  const close = () => {
    const [header, separator, ...rows] = block;
    if (header !== undefined && separator !== undefined && /^\|?\s*:?-{3,}/.test(separator)) {
      tables.push({ header: cellsOf(header), rows: rows.map(cellsOf) });
    }
    block = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    if (!fenced && line.trimStart().startsWith('|')) block.push(line);
    else close();
  }
  close();
  return tables;
}

/** The paths a cell names: backticked ones and link targets, without a trailing slash or an anchor; not patterns. */
function pathsIn(cell: string): string[] {
  const code = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  const links = [...cell.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '');
  return [...code, ...links]
    .map((name) => name.replace(/^\.\//, '').replace(/\/$/, ''))
    .filter((name) => name !== '' && !/[<>*…\s]/.test(name) && !/^[a-z]+:/.test(name));
}

const readme = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function tableOf(spec: TableSpec): Table {
  const found = tablesOf(readme(spec.readme)).filter((table) => table.header[0]?.toLowerCase() === spec.header);
  const [table, ...more] = found;
  if (!table || more.length > 0) {
    throw new Error(`${spec.readme}: expected one table whose header starts with "${spec.header}", found ${found.length}`);
  }
  return table;
}

/** What a table's checked columns name, each as a path from the root, with the column's own names. */
function namesIn(spec: TableSpec, table: Table) {
  return Object.entries(spec.columns).map(([column, base]) => {
    const names = table.rows.flatMap((row) => pathsIn(row[Number(column)] ?? ''));
    return { base, names };
  });
}

describe.each(TABLES)('$readme, table "$header"', (spec) => {
  const table = tableOf(spec);
  const columns = namesIn(spec, table);

  test('names only folders and files that exist', () => {
    const missing = columns.flatMap(({ base, names }) => names.map((name) => join(base, name)).filter((file) => !exists(file)));
    expect(missing, `${spec.readme} names what the repository does not have`).toEqual([]);
  });

  test('misses none of the levels it covers', () => {
    const [{ base, names } = { base: '', names: [] }] = columns;
    const named = (name: string) => names.some((entry) => entry === name || entry.startsWith(`${name}/`));
    const left = spec.complete.flatMap(({ dir, kind, except = [] }) =>
      childrenOf(join(base, dir), kind)
        .filter((child) => !except.includes(child))
        .map((child) => join(dir, child))
        .filter((name) => !named(name))
        .map((name) => join(base, name)),
    );
    expect(left, `${spec.readme} leaves these out of its table`).toEqual([]);
  });
});

describe('apps/api/src/README.md, the domains', () => {
  const spec = TABLES.find((table) => table.readme === 'apps/api/src/README.md');
  if (!spec) throw new Error('apps/api/src/README.md is not in TABLES');
  const table = tableOf(spec);
  const uses = table.header.findIndex((cell) => cell.toLowerCase() === 'uses');
  const domains = table.rows.flatMap((row) => {
    const match = /^domains\/([^/]+)$/.exec(pathsIn(row[0] ?? '')[0] ?? '');
    if (!match) return [];
    const listed = (row[uses] ?? '')
      .split(',')
      .map((name) => name.replace(/`/g, '').trim())
      .filter((name) => name !== '' && name !== '—');
    return [{ domain: match[1] ?? '', listed }];
  });

  /** The other domains a domain's files import (relative imports, type-only ones included). */
  function importedBy(domain: string): string[] {
    const folder = `apps/api/src/domains/${domain}/`;
    const imported = new Set<string>();
    for (const file of FILES.filter((f) => f.startsWith(folder) && f.endsWith('.ts'))) {
      for (const [, specifier = ''] of readme(file).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = path.posix.join(path.posix.dirname(file), specifier);
        const other = /^apps\/api\/src\/domains\/([^/]+)\//.exec(target)?.[1];
        if (other && other !== domain) imported.add(other);
      }
    }
    return [...imported].sort();
  }

  test('"uses" is what each domain imports from the others', () => {
    expect(uses, 'the table has a "uses" column').toBeGreaterThan(0);
    const claimed = Object.fromEntries(domains.map(({ domain, listed }) => [domain, [...listed].sort()]));
    const actual = Object.fromEntries(domains.map(({ domain }) => [domain, importedBy(domain)]));
    expect(claimed, 'the table\'s "uses" (received) against what each domain imports (expected)').toEqual(actual);
  });

  test('each domain uses only domains in rows above it (the dependency order)', () => {
    const late = domains.flatMap(({ domain, listed }, i) => {
      const above = domains.slice(0, i).map((row) => row.domain);
      return listed.filter((used) => !above.includes(used)).map((used) => `${domain} uses ${used}, which is not above it`);
    });
    expect(late, 'apps/api/src/README.md lists the domains in dependency order').toEqual([]);
  });
});

test('every README table that lists folders is one the tests above keep true', () => {
  const readmes = FILES.filter((file) => file === 'README.md' || file.endsWith('/README.md'));
  const unchecked = readmes.flatMap((file) =>
    tablesOf(readme(file))
      .filter((table) => table.rows.filter((row) => /`[^`\s]+\/`/.test(row[0] ?? '')).length >= 2)
      .filter((table) => !TABLES.some((spec) => spec.readme === file && spec.header === table.header[0]?.toLowerCase()))
      .map((table) => `${file}: the table whose header starts with "${table.header[0]}"`),
  );
  expect(unchecked, 'add these to TABLES in scripts/readme-tables.test.ts').toEqual([]);
});
