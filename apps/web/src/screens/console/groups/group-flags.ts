import type { ConsoleGroupGlance } from '@portal/domain';

type Flags = ConsoleGroupGlance['flags'];

/** One setting of a group as the groups page explains it. */
export interface FlagRow {
  key: keyof Flags;
  name: string;
  /** Its value in a word or two: 'On', 'Required', '3 codes'. */
  state: (flags: Flags) => string;
  /** What it does for the group's buyers, in a sentence (docs/product.md). */
  help: string;
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** Every flag of a group's set-up, in the order a buyer meets them; each explained. */
export const FLAG_ROWS: Readonly<Record<keyof Flags, FlagRow>> = {
  password: {
    key: 'password',
    name: 'Group password',
    state: (f) => (f.password ? 'Required' : 'Open'),
    help: "Buyers enter the group's password before they see its storefront; open, anyone with its address can order.",
  },
  paypal: {
    key: 'paypal',
    name: 'PayPal',
    state: (f) => (f.paypal ? 'Offered' : 'Not offered'),
    help: 'Buyers may pay online with PayPal at checkout; without it they order on account with a bypass code.',
  },
  bypass_codes: {
    key: 'bypass_codes',
    name: 'Bypass codes',
    state: (f) => (f.bypass_codes === 0 ? 'None' : f.bypass_codes === 1 ? '1 code' : `${f.bypass_codes} codes`),
    help: 'A buyer who types one of these codes at checkout places the order on account instead of paying online.',
  },
  company_minimum: {
    key: 'company_minimum',
    name: 'Company minimum',
    state: (f) => onOff(f.company_minimum),
    help: 'Mens and womens items in a cart must total 0 or at least 12 units before the buyer can check out.',
  },
  image_preview: {
    key: 'image_preview',
    name: 'Image preview',
    state: (f) => onOff(f.image_preview),
    help: "The item screen lists the logos and placements the buyer chose beside the item's picture.",
  },
  logo_preview: {
    key: 'logo_preview',
    name: 'Logo preview',
    state: (f) => onOff(f.logo_preview),
    help: 'The item screen draws the chosen logos on the garment at their placements, front or back.',
  },
  modification_thumbnail: {
    key: 'modification_thumbnail',
    name: 'Modification thumbnail',
    state: (f) => onOff(f.modification_thumbnail),
    help: "The cart, the orders screen and the order e-mails show each line as it will be made, its logos drawn on, instead of the item's plain picture.",
  },
};
