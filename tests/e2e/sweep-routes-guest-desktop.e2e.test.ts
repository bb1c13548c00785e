import { sweepEveryRouteAsGuest } from './harness/route-sweep';

sweepEveryRouteAsGuest('desktop');
