import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { BankList } from './bank-list';
import { InMemoryRegionsApi, someBanks } from './fakes';

describe('the banks list (GET uni/bank)', () => {
  it('is asked once, however many forms open', async () => {
    const api = new InMemoryRegionsApi();
    const banks = new BankList(api);
    await Promise.all([banks.ensureLoaded(), banks.ensureLoaded()]);
    await banks.ensureLoaded();
    expect(banks.current).toEqual({ status: 'ready', value: someBanks });
    expect(api.asked.filter((call) => call === 'banks')).toHaveLength(1);
  });

  it('says it failed, and is asked again', async () => {
    const api = new InMemoryRegionsApi();
    api.failWith = new StoreFailure('network', 'GET uni/bank', 'offline');
    const banks = new BankList(api);
    await banks.ensureLoaded();
    expect(banks.current.status).toBe('failed');
    api.failWith = null;
    await banks.ensureLoaded();
    expect(banks.current.status).toBe('ready');
  });
});
