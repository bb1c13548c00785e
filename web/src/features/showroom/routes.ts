import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type ExhibitionPage from './pages/ExhibitionPage';
import type MoreversePage from './pages/MoreversePage';
import type ShowroomRoomPage from './pages/ShowroomRoomPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ShowroomPage = FeaturePage<'showroom', { ExhibitionPage: typeof ExhibitionPage; MoreversePage: typeof MoreversePage; ShowroomRoomPage: typeof ShowroomRoomPage }>;

const showroomData = () => import('./showroom-data');
const showroom = <Part extends 'Moreverse' | 'Exhibition' | 'ShowroomRoom'>(path: string, part: Part) =>
  ({
    name: 'Moreverse',
    path,
    page: `showroom/${part}Page`,
    modules: ['showroom'],
    access: 'public',
    load: async (c) => (await showroomData()).showroomLoads[part](c),
    head: async (c) => (await showroomData()).showroomHeads[part](c),
  }) as const satisfies RouteRow<ShowroomPage>;

/**
 * MOREVERSE, the virtual showroom (document 1 §1, §2 /moreverse, /vr/{slug}; document 2 §7 "Virtual showroom"): public, rendered on the server.
 */
export const showroomRoutes = [
  showroom('/moreverse', 'Moreverse'),
  showroom('/moreverse/pameran/:id', 'Exhibition'),
  showroom('/vr/:slug', 'ShowroomRoom'),
] as const satisfies readonly RouteRow<ShowroomPage>[];
