import { sweepGuardedRoutesAsCustomer } from './harness/route-sweep';

sweepGuardedRoutesAsCustomer(['phone', 'desktop']);
