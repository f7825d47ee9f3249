import type { DocumentFiles } from '../documents/document-files';
import type { SecretMatcher, Tenant, TenantRegistry } from '@portal/tenants/server';
import type { Database, RunStatement } from '../db/database';
import type { UploadRate } from '../limits/upload-rate';
import type { ApprovalLinkRate } from '../limits/approval-link-rate';
import type { OrderRate } from '../limits/order-rate';
import type { QuoteRate } from '../limits/quote-rate';
import type { OrderEmailSettings } from '../order-store/order-store';
import type { PendingOrderEmails } from '../email/pending-order-emails';
import { AppError } from '../errors/app-error';
import type { PayPalClient } from '../payments/paypal-client';
import type { SessionStore } from '../sessions/session-store';
import type { UploadedPictures } from '../offer/uploaded-pictures';
import type { StaffSessionTimes } from '../sessions/staff-session';
import type { SecretThrottle } from '../sessions/secret-throttle';
import type { OfferClock } from '../time/offer-clock';
import type { LiveTax } from '../tax/live-tax';

/** What the routes share: built once at start and passed in, never a module global. */
export interface AppContext {
  registry: TenantRegistry;
  /** The offer's now: which version is live or to come (the registry's own clock when it is a LiveOffer). */
  offerClock: OfferClock;
  /** The provider's IANA time zone: every day, month and time staff read is in it. */
  timeZone: string;
  db: Database;
  /** Plain named statements for the hot paths (create-order); see db/database.ts. */
  run: RunStatement;
  /** Counts wrong answers to secrets; see SecretThrottle. */
  throttle: SecretThrottle;
  /** Counts orders placed per client address and group; see OrderRate. */
  orderRate: OrderRate;
  /** Counts checkout-charges quotes per client address and group; see QuoteRate. */
  quoteRate: QuoteRate;
  /** Calls of the approval page per client address; see ApprovalLinkRate. */
  approvalLinkRate: ApprovalLinkRate;
  /** Pictures each staff member may upload in an hour. */
  uploadRate: UploadRate;
  /** Checks passwords and codes against their scrypt hashes off the event loop. */
  secrets: SecretMatcher;
  /** Null when PayPal is not configured: online payment shows as unavailable. */
  paypal: { client: PayPalClient; clientId: string; apiBase: string; sdkStandIn: boolean } | null;
  orderEmails: OrderEmailSettings;
  /** Draws an order's e-mails queued without their message; see email/pending-order-emails.ts. */
  pendingEmails: PendingOrderEmails;
  /** How long a console session lasts unused, and at most. */
  staffSession: StaffSessionTimes;
  /** Every session, console and buyer's, held in the database. */
  sessions: SessionStore;
  /** Seals the staff's TOTP keys at rest (staff/second-factor.ts). */
  secondFactorKey: Buffer;
  /** The PDFs of invoices and credit notes, drawn from their snapshots. */
  documents: DocumentFiles;
  /** The logos and photos staff uploaded, kept in the database by content. */
  pictures: UploadedPictures;
  /** The provider's tax settings in force and the certificates per billing account, in memory (tax/live-tax.ts). */
  tax: LiveTax;
  /** Where people open the site: the links e-mails carry (groupBaseUrl). */
  site: SiteAddress;
  /** Nudges the e-mail worker after an order commits. */
  wakeOutbox(): void;
}

/** The site's public address and its route mode: where a group's pages are. */
export interface SiteAddress {
  /** The address people open the site at, without a trailing slash. */
  publicUrl: string;
  /** Mode B: the group served at the root; null for mode A. */
  siteGroup: string | null;
}

/** A group's pages as people open them: its prefix under the site in mode A, the site itself for mode B's group. */
export function groupBaseUrl(site: SiteAddress, groupKey: string): string {
  return site.siteGroup === groupKey ? site.publicUrl : `${site.publicUrl}/${encodeURIComponent(groupKey)}`;
}

export function findTenant(registry: TenantRegistry, key: string): Tenant {
  const tenant = registry.groups.get(key);
  if (!tenant) throw new AppError('NOT_FOUND', `No dealership group is called '${key}'.`);
  return tenant;
}
