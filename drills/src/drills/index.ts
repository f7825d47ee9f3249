import type { Drill } from '../harness';
import { concurrency } from './concurrency';
import { paypalTimeout } from './paypal-timeout';
import { pgRestart } from './pg-restart';
import { sigkill } from './sigkill';
import { smtpDown } from './smtp-down';
import { twoInstances } from './two-instances';
import { outsideProbe } from './outside-probe';

/** In the order of the issue. */
export const DRILLS: Drill[] = [smtpDown, pgRestart, sigkill, paypalTimeout, concurrency, twoInstances, outsideProbe];
