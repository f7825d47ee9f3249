import { providerSchema, type Provider } from '@portal/domain';
import {
  inspectDocuments,
  inspectGroupDocument,
  TenantDataError,
  type Tenant,
  type TenantRegistry,
} from '@portal/tenants/server';
import type { Database } from '../db/database';
import { liveProvider, liveVersions, versionDocuments, type LiveVersion } from './offer-versions';
import { endSessionsOfChangedSecrets } from './secret-sessions';
import { realClock, realMomentOf, type OfferClock } from '../time/offer-clock';

/**
 * The groups as their live versions in the database say (docs/decisions/028): the registry every
 * area reads. A refresh swaps in the groups whose live version changed, each as a new Tenant object,
 * so what was built from the one before (a storefront answer) is built again from the new one; a
 * reader holding a Tenant keeps a whole, consistent version.
 */
export class LiveOffer implements TenantRegistry {
  provider: Provider;
  readonly groups = new Map<string, Tenant>();
  private readonly versions = new Map<string, number>();
  /** Which version each Tenant object is: an order records the one it was priced with, even if a newer one came meanwhile. */
  private readonly tenantVersions = new WeakMap<Tenant, number>();
  private providerVersion: number;
  private refreshing: Promise<string[]> | null = null;
  /** What is made of a version before it is served (its storefront answer): awaited before the swap. */
  private readonly preparers: ((tenant: Tenant) => Promise<void>)[] = [];
  private again = false;
  /** Told of each group whose sessions a changed secret ended (the session store forgets what it read of them). */
  private readonly secretListeners = new Set<(groupKey: string) => void>();

  private constructor(
    private readonly db: Database,
    /** Decides which versions are live: the real clock but in the browser tests. */
    readonly clock: OfferClock,
    start: { provider: Provider; providerVersion: number; groups: Map<string, Tenant>; versions: readonly LiveVersion[] },
  ) {
    this.provider = start.provider;
    this.providerVersion = start.providerVersion;
    for (const { groupKey, version } of start.versions) this.versions.set(groupKey, version);
    for (const [key, tenant] of start.groups) this.serve(key, tenant, this.versions.get(key)!);
  }

  /** Reads every group's live version; throws TenantDataError naming each wrong field when one does not hold. */
  static async open(db: Database, clock: OfferClock = realClock): Promise<LiveOffer> {
    const [versions, provider] = await Promise.all([liveVersions(db, clock), liveProvider(db)]);
    const { registry, problems } = inspectDocuments(provider?.document, await versionDocuments(db, versions));
    if (!registry || !provider) throw new TenantDataError(problems);
    return new LiveOffer(db, clock, {
      provider: registry.provider,
      providerVersion: provider.version,
      groups: new Map(registry.groups),
      versions,
    });
  }

  /** The live version this instance serves of a group. */
  versionOfGroup(groupKey: string): number | undefined {
    return this.versions.get(groupKey);
  }

  /**
   * Has `prepare` run on each version before it is swapped in, so what a request builds from a
   * Tenant is ready when the Tenant is; should it fail, the version is served all the same and its
   * first request builds what is missing.
   */
  beforeServing(prepare: (tenant: Tenant) => Promise<void>): void {
    this.preparers.push(prepare);
  }

  private async prepared(tenant: Tenant): Promise<Tenant> {
    await Promise.allSettled(this.preparers.map((prepare) => prepare(tenant)));
    return tenant;
  }

  /** Calls `listener` with a group's key once the sessions a changed secret of it opened are ended; answers the function that stops it. */
  onSecretsChanged(listener: (groupKey: string) => void): () => void {
    this.secretListeners.add(listener);
    return () => this.secretListeners.delete(listener);
  }

  versionOf(tenant: Tenant): number | undefined {
    return this.tenantVersions.get(tenant);
  }

  private serve(groupKey: string, tenant: Tenant, version: number): void {
    this.groups.set(groupKey, tenant);
    this.versions.set(groupKey, version);
    this.tenantVersions.set(tenant, version);
  }

  /**
   * Reads which versions are live and swaps in the groups that changed. Answers their keys. Calls
   * that come while one runs are joined into one more run after it, so a burst of notices costs at
   * most two reads. A version that fails its check (it cannot, as publishing checks it) is logged
   * by the caller and the group keeps the version it had.
   */
  refresh(): Promise<string[]> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = this.readChanges().finally(() => {
      this.refreshing = null;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    return this.refreshing;
  }

  private async readChanges(): Promise<string[]> {
    const [versions, provider] = await Promise.all([
      liveVersions(this.db, this.clock),
      liveProvider(this.db, this.providerVersion),
    ]);
    if (provider && provider.version !== this.providerVersion) {
      this.provider = providerSchema.parse(provider.document);
      this.providerVersion = provider.version;
      // Every group's answers carry the provider: new objects, so they are built again.
      for (const [key, tenant] of this.groups) this.serve(key, await this.prepared({ ...tenant }), this.versions.get(key)!);
    }
    const changed = versions.filter((v) => this.versions.get(v.groupKey) !== v.version);
    const documents = await versionDocuments(this.db, changed);
    const problems: string[] = [];
    for (const { groupKey, version, liveAt } of changed) {
      const document = documents.get(groupKey);
      const { tenant, problems: wrong } = document ? inspectGroupDocument(groupKey, document) : { tenant: null, problems: [] };
      if (!tenant) {
        problems.push(`${groupKey} version ${version}: ${wrong.map((p) => `${p.file} ${p.field}: ${p.message}`).join('; ')}`);
        continue;
      }
      const before = this.groups.get(groupKey);
      this.serve(groupKey, await this.prepared(tenant), version);
      if (
        before &&
        (await endSessionsOfChangedSecrets(
          this.db,
          groupKey,
          before.secrets,
          tenant.secrets,
          realMomentOf(this.clock, new Date(liveAt)),
        ))
      )
        for (const listener of this.secretListeners) listener(groupKey);
    }
    if (problems.length > 0) throw new Error(`A live version does not hold; kept the one before: ${problems.join(' | ')}`);
    return changed.map((v) => v.groupKey);
  }
}
