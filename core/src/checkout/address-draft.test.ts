import { describe, expect, it } from 'vitest';
import type { RegionChoiceState } from '../regions/region-choice';
import { addressDraftOf } from './address-draft';

describe("the new-address form's address", () => {
  const fields = { label: 'Rumah', recipientName: 'Sinta', phone: '081234567890', postalCode: '60282', street: 'Jl. Kertajaya Indah No. 12', makeDefault: false };
  const select = <T>(chosen: T | null) => ({ options: { status: 'idle' as const }, chosen });
  const regions = (village: { id: string; name: string } | null): RegionChoiceState =>
    ({
      province: select({ id: '35', name: 'JAWA TIMUR' }),
      city: select({ id: '3578', name: 'KOTA SURABAYA' }),
      district: select({ id: '357808', name: 'Gubeng' }),
      village: select(village),
    }) as unknown as RegionChoiceState;

  it('carries the four regions chosen, or none while one is still to choose', () => {
    expect(addressDraftOf(fields, regions({ id: '3578081004', name: 'Airlangga' }))).toEqual({ ...fields, provinceId: '35', cityId: '3578', districtId: '357808', villageId: '3578081004' });
    expect(addressDraftOf(fields, regions(null))).toEqual({ ...fields, provinceId: '', cityId: '', districtId: '', villageId: '' });
  });
});
