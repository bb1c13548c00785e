import { sweepCustomerRoutesWithFailingApi } from './harness/failure-sweep';

sweepCustomerRoutesWithFailingApi();
