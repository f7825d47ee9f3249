import type { StaffRole } from '../api/console/common';
import type { OfferChange } from './offer-diff';

/** Settings a rep changes with the catalogue: the group's logos, their uploaded pictures and where they go. */
const LOGO_SETTINGS = ['embroideries', 'logo_placements', 'logo_files', 'company_logo'];

/**
 * Who may make a change of a group's offer: admins every change; a rep of the group its catalogue,
 * stores and logos, never a secret, the order e-mails' recipients, PayPal, the order limits or the
 * group's other settings; viewers and the accounts role none.
 */
export function mayChangeOffer(role: StaffRole, change: Pick<OfferChange, 'area' | 'field'>): boolean {
  if (role === 'admin') return true;
  if (role !== 'rep') return false;
  if (change.area === 'items' || change.area === 'placements') return true;
  if (change.area === 'stores') return true;
  if (change.area === 'settings')
    return LOGO_SETTINGS.some((name) => change.field === name || change.field.startsWith(`${name}.`));
  return false;
}

export const OFFER_CHANGE_REFUSED = (field: string) =>
  `Only an admin can change ${field}; a rep changes the catalogue, stores and logos of their groups.`;
