import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type InteriorDesignPage from './pages/InteriorDesignPage';
import type InteriorProjectPage from './pages/InteriorProjectPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type ConsultationPage = FeaturePage<'consultation', { InteriorDesignPage: typeof InteriorDesignPage; InteriorProjectPage: typeof InteriorProjectPage }>;

const interiorData = () => import('./interior-data');

/**
 * Interior design (document 1 §2 /desain-interior…, /portfolio/{slug}): the service's public parts rendered on the server;
 * the customers' projects (`more/interior/customer`) and the consultation request need login (document 2 §6).
 */
export const consultationRoutes = [
  { name: 'DesainInterior', path: '/desain-interior', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation/request', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c) },
  { name: 'DesainInterior', path: '/desain-interior/surabaya', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation/request', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'surabaya') },
  { name: 'DesainInterior', path: '/desain-interior/gresik', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation/request', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'gresik') },
  { name: 'DesainInterior', path: '/desain-interior/sidoarjo', page: 'consultation/InteriorDesignPage', modules: ['consultation', 'consultation/request', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorServicePageHead(c, 'sidoarjo') },
  // The cities' pages above come first: /desain-interior/{slug} is a project.
  { name: 'DesainInterior', path: '/desain-interior/:slug', page: 'consultation/InteriorProjectPage', modules: ['consultation', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorProjectPageHead(c) },
  // The portfolio's address of a project (document 1 §2): the same page, its canonical address the one above.
  { name: 'DesainInterior', path: '/portfolio/:slug', page: 'consultation/InteriorProjectPage', modules: ['consultation', 'consultation/projects'], access: 'public', head: async (c) => (await interiorData()).interiorProjectPageHead(c) },
] as const satisfies readonly RouteRow<ConsultationPage>[];
