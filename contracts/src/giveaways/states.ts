import { DEMO_CUSTOMER, type MockApi } from '@more/mock-server';
import { givenDemoAddress } from '../address-book/states';
import type { ProviderStates } from '../provider/provider-state';
import { wholeNumber } from '../provider/state-params';

const DAY = 24 * 3600;

/** Event `id` running since yesterday for two more weeks, with 33 of its 50 places left. */
const givenRunningEvent = async (api: MockApi, id: number): Promise<void> => {
  const now = api.clock.unixSeconds();
  api.db.giveawayEvents.delete((q) => q.where({ id }));
  await api.db.giveawayEvents.create({
    id,
    title: 'Giveaway Akhir Tahun',
    description: 'Klaim lampu meja kayu jati gratis untuk menemani malam akhir tahun di rumah.',
    prize: 'Lampu Meja Kayu Jati',
    startAt: now - DAY,
    endAt: now + 14 * DAY,
    quota: 50,
    claimedCount: 17,
  });
};

/** The demo customer has a default address for prizes to go to (a claim without address_id uses it). */
const givenDemoDefaultAddress = async (api: MockApi): Promise<void> => {
  const hasDefault = api.db.addresses.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id, isDefault: true })) !== undefined;
  if (!hasDefault) await givenDemoAddress(api, 1);
};

/** Provider states the giveaways interactions name. */
export const giveawaysStates: ProviderStates = {
  // The event runs with places left, the demo customer has not claimed it and has a default address.
  'a giveaway event is running': async (api, params) => {
    const id = wholeNumber(params.id, 'id');
    await givenRunningEvent(api, id);
    api.db.giveawayClaims.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id, eventId: id }));
    await givenDemoDefaultAddress(api);
  },
  // Claim `id` of running event `eventId`, waiting for verification (so it can still be withdrawn).
  'the demo customer has a waiting giveaway claim': async (api, params) => {
    const id = wholeNumber(params.id, 'id');
    const eventId = wholeNumber(params.eventId, 'eventId');
    await givenRunningEvent(api, eventId);
    api.db.giveawayClaims.deleteMany((q) => q.where({ customerId: DEMO_CUSTOMER.id, eventId }));
    api.db.giveawayClaims.delete((q) => q.where({ id }));
    await api.db.giveawayClaims.create({
      id,
      customerId: DEMO_CUSTOMER.id,
      eventId,
      addressId: 1,
      deliverTo: `${DEMO_CUSTOMER.name} (${DEMO_CUSTOMER.phone}), Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA 60286`,
      status: 'waiting',
      courier: null,
      waybill: null,
      createdAt: api.clock.unixSeconds(),
    });
  },
};
