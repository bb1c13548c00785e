import type { ProviderStates } from '../provider/provider-state';

/** Provider states the regions interactions name. */
export const regionsStates: ProviderStates = {
  // Static reference data (idn-area-data, Kemendagri codes): provinces, every regency and city, and
  // the districts and villages of the cities the store serves (Surabaya, Sidoarjo, Gresik, …). Nothing to set up.
  'the regions of Indonesia are bundled': () => {},
  // The seed lists Indonesia's banks with their clearing codes, BCA (014) first with id 1.
  'the banks of Indonesia are listed': (api) => {
    if (!api.db.banks.findFirst((q) => q.where({ id: 1, code: '014' }))) throw new Error('The seed no longer lists BCA as bank 1');
  },
};
