import { sweepPublicRoutesWithFailingApi } from './harness/failure-sweep';

sweepPublicRoutesWithFailingApi();
