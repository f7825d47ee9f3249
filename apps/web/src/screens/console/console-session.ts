import { createContext, useContext } from 'react';
import { FULFILMENT_STATUS_LABELS, type ConsoleMeAnswer, type FulfilmentStatus, type StaffRole } from '@portal/domain';

/** Who is logged in to the console, as the layout loaded it. */
export const StaffContext = createContext<ConsoleMeAnswer | null>(null);

export function useStaff(): ConsoleMeAnswer {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff outside the console layout');
  return me;
}

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  rep: 'Account rep',
  accounts: 'Accounts',
  viewer: 'Viewer',
};

/** What a staff member of each role may do, in a sentence for the staff page. */
export const ROLE_HELP: Readonly<Record<StaffRole, string>> = {
  admin: 'Sees and changes every order, manages staff.',
  rep: 'Sees and changes the orders of their groups only.',
  accounts: 'Bills every group: accounts, invoices, payments, credit notes, holds. Reads the orders, changes none.',
  viewer: 'Sees every order, changes nothing.',
};

export const statusLabel = (status: FulfilmentStatus) => FULFILMENT_STATUS_LABELS[status];

/** A console page's document title. */
export const consoleTitle = (page: string) => `${page} — Crestline Console`;
