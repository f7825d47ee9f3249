import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { itemColour, madeImageQuerySchema, placementsFor, type MadeImageQuery, type MadeImageWidth } from '@portal/domain';
import { madeSvg, renderJpeg, type MadeLogo, type TenantRegistry } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';

/** What one request for a made picture draws, worked out before any drawing. */
export interface MadePlan {
  /** Item, colour, logos, placements and width: one picture, whichever group asks. */
  key: string;
  svg: string;
  width: MadeImageWidth;
  /** A hash of what is drawn and how it is encoded: answers If-None-Match without drawing. */
  etag: string;
}

export interface MadeImagesOptions {
  /** Bytes of JPEG the memory cache keeps; the least recently used go first. */
  maxBytes?: number;
  /** Pictures drawn at once; each keeps a core busy for tens of milliseconds. */
  maxConcurrent?: number;
  /** Pictures that may wait for a turn; one more is refused at once with 503. */
  maxWaiting?: number;
  /** Draws an SVG as a JPEG of the width (tests slow it down or count its calls). */
  render?: (svg: string, width: number) => Promise<Buffer>;
}

// A thumbnail is about 6 KB and the item screen's picture about 35 KB: 48 MB keeps thousands.
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;
const ENCODING = 'jpeg q82';
/** Plans kept: each holds its SVG (a few kilobytes). */
const PLANS_KEPT = 1_000;
const FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,39})\.jpg$/;

const notFound = (what: string) => new AppError('NOT_FOUND', `No such picture: ${what}.`);

/**
 * Pictures of items as they will be made (docs/product.md#pictures): drawn on request
 * from the same artwork as the build's pictures, kept in a bounded memory cache, never more than a
 * few drawn at once. Every part of a request must be something the group offers, so crafted
 * addresses are 404s and the cache can only hold the group's real combinations.
 */
export class MadeImages {
  private readonly cache: LRUCache<string, Buffer, MadePlan>;
  private readonly plans = new LRUCache<string, MadePlan>({ max: PLANS_KEPT });
  private readonly render: (svg: string, width: number) => Promise<Buffer>;
  private readonly maxConcurrent: number;
  private readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Pictures drawn since start (the cache's misses); read by tests and the bench. */
  drawn = 0;

  constructor(
    private readonly registry: TenantRegistry,
    options: MadeImagesOptions = {},
  ) {
    this.render = options.render ?? renderJpeg;
    this.maxConcurrent = options.maxConcurrent ?? 2;
    this.maxWaiting = options.maxWaiting ?? 32;
    this.cache = new LRUCache<string, Buffer, MadePlan>({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (body, key) => body.length + key.length,
      // Two buyers asking for the same new picture at once get one drawing.
      fetchMethod: async (_key, _stale, { context }) => this.draw(context),
    });
  }

  /**
   * What a request asks to be drawn; 404 for anything the group does not offer. Plans made are kept
   * (only those, so only the group's real combinations): building the SVG and its hash was a tenth
   * of the CPU of sending an order's e-mails, which ask for the same few pictures again and again.
   */
  plan(group: string, file: string, query: MadeImageQuery): MadePlan {
    const id = JSON.stringify([group, file, query.colour, query.logo, query.at, query.logo2, query.at2, query.w]);
    const known = this.plans.get(id);
    if (known) return known;
    const plan = this.makePlan(group, file, query);
    this.plans.set(id, plan);
    return plan;
  }

  private makePlan(group: string, file: string, query: MadeImageQuery): MadePlan {
    const tenant = this.registry.groups.get(group);
    if (!tenant) throw notFound(`no group '${group}'`);
    const code = FILE.exec(file)?.[1];
    const item =
      code === undefined ? undefined : tenant.catalogue.find((candidate) => candidate.code === code && !candidate.restricted);
    if (!item) throw notFound(`no item '${file}' in this catalogue`);
    if (!item.colors.includes(query.colour)) throw notFound(`${item.name} does not come in ${query.colour}`);
    const offered = tenant.config.embroideries[item.type] ?? [];
    const { options: placements } = placementsFor(item.type, {
      placements: tenant.config.logo_placements,
      placementTable: tenant.placementTable,
    });
    const logos: MadeLogo[] = [];
    for (const [logo, placement] of [
      [query.logo, query.at],
      [query.logo2, query.at2],
    ] as const) {
      if (logo === undefined || placement === undefined) continue;
      if (!offered.includes(logo)) throw notFound(`'${logo}' is not a logo offered for ${item.name}`);
      if (!placements.includes(placement)) throw notFound(`'${placement}' is not a placement offered for ${item.name}`);
      logos.push({ logo, placement });
    }
    const width = Number(query.w ?? '600') as MadeImageWidth;
    const { fills, finish } = itemColour(query.colour, (item.halfColors ?? []).includes(query.colour));
    const svg = madeSvg({ type: item.type, fills, finish, variant: item.name }, logos, tenant.placementTable);
    const key = JSON.stringify([item.code, query.colour, ...logos.flatMap((l) => [l.logo, l.placement]), width]);
    const etag = `"${createHash('sha256').update(`${ENCODING} ${width}\n${svg}`).digest('base64url').slice(0, 27)}"`;
    return { key, svg, width, etag };
  }

  /** The JPEG of a plan: from the cache, else drawn once however many ask at the same time. */
  async picture(plan: MadePlan): Promise<Buffer> {
    const body = await this.cache.fetch(plan.key, { context: plan });
    if (!body) throw new Error('made picture: the drawing gave nothing');
    return body;
  }

  /**
   * The JPEG an address of madeImagePath names, or null when the address names nothing the group
   * offers: the e-mails attach the pictures of their lines this way, through the same checks.
   */
  async forPath(path: string): Promise<Buffer | null> {
    const url = new URL(path, 'http://made.invalid');
    const match = /^\/images\/made\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    const query = madeImageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!match || !query.success) return null;
    try {
      return await this.picture(this.plan(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!), query.data));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Pictures and bytes the cache holds now. */
  get cached(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
  }

  private async draw(plan: MadePlan): Promise<Buffer> {
    await this.turn();
    try {
      this.drawn += 1;
      return await this.render(plan.svg, plan.width);
    } finally {
      const next = this.waiting.shift();
      // The slot goes straight to the next drawing in line, or is freed.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits for a free slot; refuses at once when too many already wait, so drawing can never eat the CPU. */
  private async turn(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting)
      throw new AppError('UNAVAILABLE', 'Pictures are being drawn for many people at once. Please try again in a moment.', {
        retryAfterSeconds: 1,
      });
    // The slot is handed over by the drawing that ends: running stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}
