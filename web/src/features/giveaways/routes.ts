import type { FeaturePage, RouteRow } from '../../shared/route-row';
import type EventsPage from './pages/EventsPage';

/** The feature's pages: a row naming another, or a page whose file is missing, does not compile. */
type GiveawaysPage = FeaturePage<'giveaways', { EventsPage: typeof EventsPage }>;

/**
 * The giveaway events and the customer's claims (document 2 §7, "Giveaways and events").
 */
export const giveawaysRoutes = [
  { name: 'ProfileEvent', path: '/profile/event', page: 'giveaways/EventsPage', modules: ['giveaways'], frame: 'profile/ProfileFrame', access: 'login', title: 'Event & Giveaway' },
] as const satisfies readonly RouteRow<GiveawaysPage>[];
