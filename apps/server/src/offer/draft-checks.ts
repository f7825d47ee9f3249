import { inspectGroupDocument, type GroupDocument, type TenantProblem } from '@portal/tenants/server';
import { fieldLabel } from '@portal/domain';
import { AppError } from '../errors/app-error';

/** A problem of the files in words: a sentence naming its field as it is, a phrase after its field. */
export function problemText(problem: TenantProblem): string {
  return /^[A-Z']/.test(problem.message)
    ? problem.message.replace(/\.$/, '')
    : `${problem.field ? fieldLabel(problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))) : problem.file}: ${problem.message}`;
}

/**
 * Refuses an edit whose result breaks the files' rules in the fields it touched (named by part and
 * field prefix), so the editor hears of a mistake when it is made; the rest is checked at publish.
 */
export function refuseProblemsIn(groupKey: string, document: GroupDocument, touched: (problem: TenantProblem) => boolean): void {
  const problems = inspectGroupDocument(groupKey, document).problems.filter(touched);
  if (problems.length > 0) throw new AppError('UNPROCESSABLE', `${problems.map(problemText).join('; ')}.`);
}

/** The document's parts as the editors change them: every part is an object or a list in a valid draft. */
export function partsOf(document: GroupDocument): {
  group: Record<string, unknown>;
  secrets: Record<string, unknown>;
  items: Record<string, unknown>[];
} {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  document.group = record(document.group);
  document.secrets = record(document.secrets);
  document.items = Array.isArray(document.items) ? document.items : [];
  return {
    group: document.group as Record<string, unknown>,
    secrets: document.secrets as Record<string, unknown>,
    items: document.items as Record<string, unknown>[],
  };
}
