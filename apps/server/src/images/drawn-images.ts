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
}

// Only what was added since the build is drawn here: a few hundred pictures at most.
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The pictures of items, colours and logos that live groups offer but the build did not draw (added
 * in the console since): drawn on request from the same artwork, at the same sizes and formats, kept
 * in a bounded memory cache, never more than a few at once. Only an address some live group's
 * offer names is drawn, so a stranger cannot make the server draw whatever they like.
 */
export class DrawnImages {
  private readonly cache: LRUCache<string, Buffer, { image: PlannedImage }>;
  private readonly turns: DrawingTurns;
  private readonly render: (image: PlannedImage) => Promise<Buffer>;
  private planned: { tenants: Tenant[]; byPath: Map<string, PlannedImage> } | null = null;
  /** Pictures drawn since start (the cache's misses); read by tests. */
  drawn = 0;

  constructor(
    private readonly registry: TenantRegistry,
    options: DrawnImagesOptions = {},
  ) {
    this.render = options.render ?? renderPlannedImage;
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
    const image = this.plan().get(path);
    return image && (image.kind === 'item' || image.kind === 'logo') ? image : null;
  }

  /** The picture, from the cache or drawn once however many ask at the same time. */
  async picture(image: PlannedImage): Promise<Buffer> {
    // Keyed by what is drawn: an item whose kind changed in a publish is drawn again.
    const body = await this.cache.fetch(JSON.stringify(image), { context: { image } });
    if (!body) throw new Error('drawn picture: the drawing gave nothing');
    return body;
  }

  /** Every picture the live groups name, planned again when a group's version changed (its Tenant object is new). */
  private plan(): Map<string, PlannedImage> {
    const tenants = [...this.registry.groups.values()];
    const known = this.planned;
    if (known && known.tenants.length === tenants.length && known.tenants.every((tenant, at) => tenant === tenants[at]))
      return known.byPath;
    const byPath = new Map(planImages(this.registry).map((image) => [image.path, image]));
    this.planned = { tenants, byPath };
    return byPath;
  }
}
