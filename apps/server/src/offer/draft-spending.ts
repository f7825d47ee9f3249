import {
  codeLabelsByKey,
  inputProblem,
  OFFER_CHANGE_REFUSED,
  spendingRulesSchema,
  type InputIssue,
  type OfferChange,
  type OfferSpendingAnswer,
  type OfferSpendingRules,
  type SpendingRules,
} from '@portal/domain';
import type { GroupDocument } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { checkInput } from '../errors/input-validator';
import { partsOf, refuseProblemsIn } from './draft-checks';
import { changeDraft, draftOrNewest, type OfferActor } from './offer-drafts';

// A group's spending rules in its draft (docs/approvals.md): read with the stores and codes they
// may name, replaced whole or removed by an admin, each refusal naming its field in staff's words.

export const SPENDING_ADMINS_ONLY = OFFER_CHANGE_REFUSED('the spending rules');

interface Named {
  stores: { code: string; name: string }[];
  codes: { key: string; label: string }[];
}

function namedIn(document: GroupDocument): Named {
  const { group, secrets } = partsOf(structuredClone(document));
  const stores = Array.isArray(group.stores) ? (group.stores as { code: string; name: string }[]) : [];
  return {
    stores: stores.map(({ code, name }) => ({ code, name })),
    codes: [...codeLabelsByKey(secrets)].map(([key, label]) => ({ key, label })),
  };
}

/** The draft's rules (or the newest version's), with the stores and codes they may name. */
export async function draftSpending(db: Database, groupKey: string): Promise<OfferSpendingAnswer> {
  const { document } = await draftOrNewest(db, groupKey);
  const spending = partsOf(structuredClone(document)).secrets.spending;
  return { rules: (spending as OfferSpendingRules | undefined) ?? null, ...namedIn(document) };
}

const GROUP_WORDS: Readonly<Record<string, string>> = {
  approval_above_cents: 'Approval above',
  approvers: 'Approvers',
  no_store_budget_cents: 'Monthly budget of orders with no store',
  over_budget: 'An order over budget',
  show_budget_to_buyers: 'Show budget to buyers',
  link_days: 'Approval link days',
  remind_after_hours: 'Remind after hours',
  escalate_after_hours: 'Escalate after hours',
  monthly_budget_cents: 'monthly budget',
  per_order_cents: 'per order',
  monthly_cents: 'per month',
  days: 'days',
  hours: 'hours',
};

/** A rule's path in words: 'Approval above', 'TWFD01 monthly budget', "TWTY01 approver 1's e-mail", 'Code ••••••SK per month'. */
export function spendingFieldLabel(path: readonly PropertyKey[], codeLabels: ReadonlyMap<string, string>): string {
  const [first, second, ...rest] = path;
  const inner = (parts: readonly PropertyKey[]): string => {
    const [name, index, field] = parts;
    if (name === 'approvers' && typeof index === 'number')
      return field === 'email'
        ? `approver ${index + 1}'s e-mail`
        : field === 'name'
          ? `approver ${index + 1}'s name`
          : `approver ${index + 1}`;
    if (name === 'hours' && typeof index === 'string') return `hours (${index === 'from' ? 'from' : 'to'})`;
    const words = typeof name === 'string' ? (GROUP_WORDS[name] ?? name) : '';
    return words.charAt(0).toLowerCase() + words.slice(1);
  };
  if (first === 'stores' && typeof second === 'string') return rest.length ? `${second} ${inner(rest)}` : `Store ${second}`;
  if (first === 'codes' && typeof second === 'string') {
    const code = `Code ${codeLabels.get(second) ?? second}`;
    return rest.length ? `${code} ${inner(rest)}` : code;
  }
  const words = inner(path);
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'The spending rules';
}

/** A problem of the rules as a sentence naming the rule: the shared wording with the field's name put in. */
function problemOf(issue: InputIssue, codeLabels: ReadonlyMap<string, string>): string {
  const sentence = inputProblem({ ...issue, path: [] });
  const label = spendingFieldLabel(issue.path, codeLabels);
  return sentence.startsWith('The request') ? label + sentence.slice('The request'.length) : sentence;
}

/** The rules checked as secrets.json takes them (400 naming each rule), or their problems. */
function checkedRules(rules: OfferSpendingRules, codeLabels: ReadonlyMap<string, string>): SpendingRules {
  const checked = checkInput(spendingRulesSchema, rules);
  if (checked.ok) return checked.value;
  const problems = [...new Set(checked.issues.map((issue) => problemOf(issue, codeLabels)))].slice(0, 5);
  throw new AppError('INVALID_INPUT', problems.join(' '));
}

/** A store or code the rules name that the group does not have (422), named as staff know it. */
function refuseUnknown(rules: SpendingRules, named: Named, title: string): void {
  const stores = new Set(named.stores.map((store) => store.code));
  const unknownStore = Object.keys(rules.stores ?? {}).find((code) => !stores.has(code));
  if (unknownStore) throw new AppError('UNPROCESSABLE', `${title} has no store ${unknownStore}: its rules cannot be kept.`);
  const codes = new Set(named.codes.map((code) => code.key));
  if (Object.keys(rules.codes ?? {}).some((key) => !codes.has(key)))
    throw new AppError(
      'UNPROCESSABLE',
      `The caps name a bypass code ${title} no longer has: read the rules again, the codes were replaced.`,
    );
}

/**
 * Replaces the group's rules in its draft, whole, or removes them (null). Only admins: a rep is
 * refused before anything is checked. Checked by spendingRulesSchema (each rule named), then by the
 * offer's rules across its parts (stores and codes the group has), as a publish would.
 */
export async function saveDraftSpending(
  db: Database,
  actor: OfferActor,
  group: { key: string; title: string },
  rules: OfferSpendingRules | null,
): Promise<OfferChange[]> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', SPENDING_ADMINS_ONLY);
  return changeDraft(db, actor, group.key, (document) => {
    const named = namedIn(document);
    const { secrets } = partsOf(document);
    if (rules === null) delete secrets.spending;
    else {
      const checked = checkedRules(rules, new Map(named.codes.map((code) => [code.key, code.label])));
      refuseUnknown(checked, named, group.title);
      secrets.spending = checked;
    }
    refuseProblemsIn(
      group.key,
      document,
      (p) => p.file === 'secrets' && (p.field === 'spending' || p.field.startsWith('spending.')),
    );
  });
}
