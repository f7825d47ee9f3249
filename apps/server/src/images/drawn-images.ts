import { LRUCache } from 'lru-cache';
import { planImages, renderPlannedImage, type PlannedImage, type Tenant, type TenantRegistry } from '@portal/tenants/server';
import { DrawingTurns } from './drawing-turns';

export interface DrawnImagesOptions {
  /** Bytes of pictures the memory cache keeps; the least recently used go first. */
  maxBytes?: number;
  /** Pictures drawn at once. */
  maxConcurrent?: number;
  /** Pictures that may wait for a turn; one more is refused at once with 503. */
  maxWaiting?: number;
  /** Draws a planned picture (tests count its calls). */
  render?: (image: PlannedImage) => Promise<Buffer>;
  /**
   * The groups the build drew its files from (packages/tenants' files): a live picture planned
   * otherwise than the build planned it is drawn over the build's file. Without it the file wins.
   */
  builtFrom?: Pick<TenantRegistry, 'provider' | 'groups'>;
}

// Only what was added since the build is drawn here: a few hundred pictures at most.
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The pictures of items, colours and logos that live groups offer but the build did not draw (added
 * in the console since), or drew otherwise (an item whose category or name, or a colour whose
 * two-tone flag, changed since): drawn on request from the same artwork, at the same sizes and
 * formats, kept in a bounded memory cache, never more than a few at once. Only an address some live
 * group's offer names is drawn, so a stranger cannot make the server draw whatever they like.
 */
export class DrawnImages {
  private readonly cache: LRUCache<string, Buffer, { image: PlannedImage }>;
  private readonly turns: DrawingTurns;
  private readonly render: (image: PlannedImage) => Promise<Buffer>;
  /** The build's plan of each path, as JSON; null when the build is not known. */
  private readonly built: ReadonlyMap<string, string> | null;
  private planned: { tenants: Tenant[]; byPath: Map<string, PlannedImage>; unlikeBuild: Set<string> } | null = null;
  /** Pictures drawn since start (the cache's misses); read by tests. */
  drawn = 0;

  constructor(
    private readonly registry: TenantRegistry,
    options: DrawnImagesOptions = {},
  ) {
    this.render = options.render ?? renderPlannedImage;
    this.built = options.builtFrom
      ? new Map(planImages(options.builtFrom).map((image) => [image.path, JSON.stringify(image)]))
      : null;
    this.turns = new DrawingTurns(options.maxConcurrent ?? 2, options.maxWaiting ?? 32);
    this.cache = new LRUCache<string, Buffer, { image: PlannedImage }>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (body, key) => body.length + key.length,
      fetchMethod: async (_key, _stale, { context }) =>
        this.turns.run(async () => {
          this.drawn += 1;
          return this.render(context.image);
        }),
    });
  }

  /** The item picture, its thumbnail or a logo's picture at this address ('/images/…') as a live group offers it; null otherwise. */
  find(path: string): PlannedImage | null {
    const image = this.plan().byPath.get(path);
    return image && (image.kind === 'item' || image.kind === 'logo') ? image : null;
  }

  /**
   * The picture at this address as a live group offers it when the build's file is not that picture
   * (planned otherwise, or not at all, by the build); null when the file is it, or the build is not known.
   */
  unlikeBuild(path: string): PlannedImage | null {
    return this.plan().unlikeBuild.has(path) ? this.find(path) : null;
  }

  /** The picture, from the cache or drawn once however many ask at the same time. */
  async picture(image: PlannedImage): Promise<Buffer> {
    // Keyed by what is drawn: an item whose kind changed in a publish is drawn again.
    const body = await this.cache.fetch(JSON.stringify(image), { context: { image } });
    if (!body) throw new Error('drawn picture: the drawing gave nothing');
    return body;
  }

  /** Every picture the live groups name, planned again when a group's version changed (its Tenant object is new). */
  private plan(): { byPath: Map<string, PlannedImage>; unlikeBuild: Set<string> } {
    const tenants = [...this.registry.groups.values()];
    const known = this.planned;
    if (known && known.tenants.length === tenants.length && known.tenants.every((tenant, at) => tenant === tenants[at]))
      return known;
    const byPath = new Map(planImages(this.registry).map((image) => [image.path, image]));
    // Compared once per change of the live groups, so serving the build's file stays a lookup.
    const built = this.built;
    const unlikeBuild = new Set(
      built ? [...byPath].filter(([path, image]) => built.get(path) !== JSON.stringify(image)).map(([path]) => path) : [],
    );
    this.planned = { tenants, byPath, unlikeBuild };
    return this.planned;
  }
}
