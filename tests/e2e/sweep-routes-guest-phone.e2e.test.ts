import { checkRouteTable, sweepEveryRouteAsGuest } from './harness/route-sweep';

checkRouteTable();
sweepEveryRouteAsGuest('phone');
