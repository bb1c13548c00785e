import { DEMO_CUSTOMER } from '@more/mock-server';
import type { ProviderStates } from '../provider/provider-state';

const HOUR = 60 * 60;

/** Provider states the notifications interactions name. */
export const notificationsStates: ProviderStates = {
  /**
   * The demo customer has exactly `total` notifications with ids 1 to
   * `total`, newest first; the newest `unread` are unread (read_status 0).
   */
  'the demo customer has notifications': async (api, params) => {
    const total = typeof params.total === 'number' ? params.total : 6;
    const unread = typeof params.unread === 'number' ? params.unread : 3;
    api.db.notifications.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }));
    // Ids 1 to `total` are the demo customer's: whoever held them before gives them up.
    for (let id = 1; id <= total; id++) api.db.notifications.deleteMany((q) => q.where({ id }));
    const now = api.clock.unixSeconds();
    for (let id = 1; id <= total; id++) {
      await api.db.notifications.create({
        id,
        customerId: DEMO_CUSTOMER.id,
        title: id === 1 ? 'Pesanan Sedang Dikirim' : `Promo Pilihan ${id}`,
        subtitle: id === 1 ? 'Pesanan MORE-20261115-0042 sedang dalam perjalanan bersama JNE.' : 'Diskon hingga 30% untuk perabot pilihan minggu ini.',
        image: null,
        detailUrl: null,
        read: id > unread,
        createdAt: now - id * HOUR,
      });
    }
  },
};
