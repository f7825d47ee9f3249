import type { FastifyRequest } from 'fastify';
import type { Tenant, TenantRegistry } from '@portal/tenants/server';
import { findTenant } from '../../context/app-context';
import { AppError } from '../../errors/app-error';
import type { OfferActor } from '../offer-drafts';
import { NOT_YOUR_GROUP, seesGroup, staffOf } from '../../sessions/staff-session';

export const VIEWERS_READ_THE_OFFER = 'A viewer can look at the catalogue but not change it.';
export const ACCOUNTS_READ_THE_OFFER =
  "The accounts role can look at the catalogue but not change it: admins and the group's reps change it.";

/** Why a staff member who only reads the offer is refused a change, in their own role's words. */
const readsTheOffer = (role: string) => (role === 'accounts' ? ACCOUNTS_READ_THE_OFFER : VIEWERS_READ_THE_OFFER);

/** The group a console call names, once it is clear the staff member sees it (404 for no group, 403 for another's). */
export function offerGroup(request: FastifyRequest, registry: TenantRegistry, groupKey: string): Tenant {
  const tenant = findTenant(registry, groupKey);
  if (!seesGroup(staffOf(request), groupKey)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
  return tenant;
}

/**
 * The staff member changing a group's offer: admins, and reps of the group (which changes a rep may
 * make is mayChangeOffer's to say); viewers and the accounts role are refused before anything is read.
 */
export function offerEditor(request: FastifyRequest, registry: TenantRegistry, groupKey: string): OfferActor {
  offerGroup(request, registry, groupKey);
  const staff = staffOf(request);
  if (staff.role !== 'admin' && staff.role !== 'rep') throw new AppError('FORBIDDEN', readsTheOffer(staff.role));
  return { staffId: staff.id, role: staff.role };
}

export const SPENDING_READERS =
  "The spending rules name the group's approvers, whose e-mails are personal data: admins and the group's reps read them.";

/**
 * Who reads a group's spending rules: admins and the group's reps, who set them up with the
 * dealership; viewers and the accounts role are refused, as the rules carry the approvers' e-mails.
 */
export function spendingReader(request: FastifyRequest, registry: TenantRegistry, groupKey: string): Tenant {
  const tenant = offerGroup(request, registry, groupKey);
  const { role } = staffOf(request);
  if (role !== 'admin' && role !== 'rep') throw new AppError('FORBIDDEN', SPENDING_READERS);
  return tenant;
}

/** Who may upload a picture for the offer: admins and reps (any group's: nothing changes until a group's draft names it). */
export function offerUploader(request: FastifyRequest): string {
  const staff = staffOf(request);
  if (staff.role !== 'admin' && staff.role !== 'rep') throw new AppError('FORBIDDEN', readsTheOffer(staff.role));
  return staff.id;
}
