import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { z } from 'zod';
import { catalogueItemSchema, inputProblem, type CatalogueItem, type InputIssue } from '@portal/domain';

// Stands in for zod's own wording, so a message the schema wrote itself can be told from it.
const VALIDATORS_OWN = '\u0000';
const checkParams = { error: () => VALIDATORS_OWN, reportInput: true };

/** An issue's message: the schema's own words as written, else a sentence naming the field (never zod's wording). */
function messageOf(issue: z.core.$ZodIssue): string {
  return issue.message === VALIDATORS_OWN ? inputProblem({ ...(issue as InputIssue), message: undefined }) : issue.message;
}

export interface TenantProblem {
  /** The file (relative to the tenants folder), or the part of a version's document. */
  file: string;
  field: string;
  message: string;
}

export class TenantDataError extends Error {
  constructor(readonly problems: TenantProblem[]) {
    super(`Tenant data is invalid:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'TenantDataError';
  }
}

export function formatProblem(problem: TenantProblem): string {
  return `  ${problem.file}: ${problem.field || '(whole file)'}: ${problem.message}`;
}

/**
 * Items already read, by their JSON: a publish changes a few items of a group's hundreds, and every
 * instance reads the whole version again, so the unchanged ones are not parsed again. The parsed
 * items are shared between versions and never changed by their readers. Bounded: emptied when full.
 */
const READ_ITEMS = new Map<string, CatalogueItem>();
const READ_ITEMS_MAX = 50_000;

/**
 * Gathers every problem of a check instead of stopping at the first, so staff and developers see
 * all that is wrong at once. Files are named relative to `root`; a document's parts by their name.
 */
export class ProblemCollector {
  readonly problems: TenantProblem[] = [];
  /** Codes of items that failed validation, so later checks do not report them as missing. */
  readonly invalidCodes = new Set<string>();
  constructor(private readonly root: string | null = null) {}

  add(file: string, field: string, message: string): void {
    this.problems.push({ file: this.root === null ? file : relative(this.root, file) || file, field, message });
  }

  /** Reads a JSON file; a file that cannot be read or parsed is recorded and gives undefined. */
  readJson(file: string): unknown {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      this.add(file, '', error instanceof SyntaxError ? `not valid JSON: ${error.message}` : 'cannot be read');
      return undefined;
    }
  }

  /**
   * Validates one value; on failure records each issue with its field path. `rowName` names the
   * rows of a value that is an array, so a problem says which row.
   */
  parse<S extends z.ZodType>(file: string, raw: unknown, schema: S, rowName?: (row: unknown) => string): z.output<S> | null {
    if (raw === undefined) return null;
    const result = schema.safeParse(raw, checkParams);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [first, ...rest] = issue.path;
      const row =
        rowName && Array.isArray(raw) && typeof first === 'number' ? [`[${first}] ${rowName(raw[first])}`, ...rest] : issue.path;
      this.add(file, row.map(String).join('.'), messageOf(issue));
    }
    return null;
  }

  /** Validates a list of catalogue items one by one, so one bad item names itself and the rest load. */
  parseItems(file: string, raw: unknown): CatalogueItem[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      this.add(file, '', 'a catalogue file is a JSON array of items');
      return [];
    }
    const items: CatalogueItem[] = [];
    raw.forEach((entry: unknown, index) => {
      const key = JSON.stringify(entry);
      const known = READ_ITEMS.get(key);
      if (known) {
        items.push(known);
        return;
      }
      const result = catalogueItemSchema.safeParse(entry, checkParams);
      const code =
        typeof entry === 'object' && entry && 'code' in entry ? String((entry as { code: unknown }).code) : String(index);
      if (result.success) {
        if (READ_ITEMS.size >= READ_ITEMS_MAX) READ_ITEMS.clear();
        READ_ITEMS.set(key, result.data);
        items.push(result.data);
        return;
      }
      this.invalidCodes.add(code);
      for (const issue of result.error.issues)
        this.add(file, [`[${index}] ${code}`, ...issue.path.map(String)].join('.'), messageOf(issue));
    });
    return items;
  }
}
