import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  itemColour,
  madeImageQuerySchema,
  placementsFor,
  uploadedLogoPath,
  uploadedPhotoPath,
  type MadeImageQuery,
  type MadeImageWidth,
} from '@portal/domain';
import { madeSvg, renderJpeg, type MadeLogo, type Tenant, type TenantRegistry } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';
import type { UploadedPictures } from '../offer/uploaded-pictures';
import { DrawingTurns } from './drawing-turns';

/** What one request for a made picture draws, worked out before any drawing. */
export interface MadePlan {
  /** The hash of what is drawn and how (its ETag): one picture, whichever group asks for it. */
  key: string;
  /** Uploaded pictures are named by their addresses (their ids are hashes of their bytes), written in only when drawn. */
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
  /** The uploaded logos and photos drawn in place of the drawn ones; none without it. */
  pictures?: UploadedPictures;
}

// A thumbnail is about 6 KB and the item screen's picture about 35 KB: 48 MB keeps thousands.
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;
const ENCODING = 'jpeg q82';
/** Plans kept: each holds its SVG (a few kilobytes). */
const PLANS_KEPT = 1_000;
const FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,39})\.jpg$/;
/** An uploaded picture's address in a plan's SVG, replaced by its bytes when drawn. */
const UPLOADED_ADDRESS = /\/images\/uploads\/(logos|photos)\/([a-f0-9]{32})\.(?:png|jpg)/g;

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
  private readonly turns: DrawingTurns;
  private readonly pictures: UploadedPictures | undefined;
  /** Each version of a group gets a number of its own, so a publish (a new logo file) makes new plans. */
  private readonly tenantNumbers = new WeakMap<Tenant, number>();
  private tenantsSeen = 0;
  /** Pictures drawn since start (the cache's misses); read by tests and the bench. */
  drawn = 0;

  constructor(
    private readonly registry: TenantRegistry,
    options: MadeImagesOptions = {},
  ) {
    this.render = options.render ?? renderJpeg;
    this.turns = new DrawingTurns(options.maxConcurrent ?? 2, options.maxWaiting ?? 32);
    this.pictures = options.pictures;
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
    const tenant = this.registry.groups.get(group);
    if (!tenant) throw notFound(`no group '${group}'`);
    const id = JSON.stringify([
      this.numberOf(tenant),
      group,
      file,
      query.colour,
      query.logo,
      query.at,
      query.logo2,
      query.at2,
      query.w,
    ]);
    const known = this.plans.get(id);
    if (known) return known;
    const plan = this.makePlan(tenant, file, query);
    this.plans.set(id, plan);
    return plan;
  }

  private numberOf(tenant: Tenant): number {
    let number = this.tenantNumbers.get(tenant);
    if (number === undefined) {
      number = ++this.tenantsSeen;
      this.tenantNumbers.set(tenant, number);
    }
    return number;
  }

  private makePlan(tenant: Tenant, file: string, query: MadeImageQuery): MadePlan {
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
    // Pictures staff uploaded are drawn in place of the drawn ones, when this instance can read them.
    const files = this.pictures ? (tenant.config.logo_files ?? {}) : {};
    const photo = this.pictures ? item.photos?.[query.colour] : undefined;
    const logoPictures = new Map(
      logos.flatMap(({ logo }) => (files[logo] ? [[logo, uploadedLogoPath(files[logo])] as const] : [])),
    );
    const svg = madeSvg({ type: item.type, fills, finish, variant: item.name }, logos, tenant.placementTable, {
      ...(photo ? { photo: uploadedPhotoPath(photo) } : {}),
      logos: logoPictures,
    });
    const etag = `"${createHash('sha256').update(`${ENCODING} ${width}\n${svg}`).digest('base64url').slice(0, 27)}"`;
    // Keyed by what is drawn, not by the item's code: codes are unique within a group only, and two
    // groups' items of one code may be different kinds of item.
    const key = etag;
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
    const svg = await this.withUploadedPictures(plan.svg);
    return this.turns.run(async () => {
      this.drawn += 1;
      return this.render(svg, plan.width);
    });
  }

  /** The plan's SVG with each uploaded picture's address replaced by its bytes (a picture gone draws nothing). */
  private async withUploadedPictures(svg: string): Promise<string> {
    const addresses = [...new Set(svg.match(UPLOADED_ADDRESS) ?? [])];
    if (addresses.length === 0 || !this.pictures) return svg;
    const pictures = this.pictures;
    const inlined = new Map(
      await Promise.all(
        addresses.map(async (address) => {
          const [, folder, id] = /\/images\/uploads\/(logos|photos)\/([a-f0-9]{32})/.exec(address)!;
          const picture = await pictures.read(folder === 'logos' ? 'logo' : 'photo', id!, 'full');
          return [address, picture ? `data:${picture.mediaType};base64,${picture.bytes.toString('base64')}` : ''] as const;
        }),
      ),
    );
    return svg.replace(UPLOADED_ADDRESS, (address) => inlined.get(address) ?? '');
  }
}
