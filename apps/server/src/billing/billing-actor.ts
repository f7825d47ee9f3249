import type { Database } from '../db/database';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who made a money change: a staff member, or 'system' for what a shipment or the scheduler issued. */
export interface BillingActor {
  staffId: string | null;
  /** The staff member's e-mail, or 'system'. */
  label: string;
  requestId: string;
}
