import { BankList, CityFinder, RegionChoice, SavedAddresses, SavedBankAccounts, SavedDropshippers, storePaths } from '@more/core';
import { InMemoryAddressBook, InMemoryBankAccountBook, InMemoryDropshipperBook, InMemoryRegionsApi } from '@more/core/testing';
import type { Address, BankAccount, Dropshipper } from '@more/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';

/** Core's real books and region choosers on core's fakes, looked up the way the composition root answers them. */
export const booksWorld = (options: { readonly addresses?: readonly Address[]; readonly dropshippers?: readonly Dropshipper[]; readonly accounts?: readonly BankAccount[] } = {}) => {
  let now = Date.UTC(2026, 10, 21, 3, 0);
  const clock = () => (now += 60_000);
  const addressApi = new InMemoryAddressBook(options.addresses ?? [], clock);
  const dropshipperApi = new InMemoryDropshipperBook(options.dropshippers ?? [], clock);
  const bankApi = new InMemoryBankAccountBook(options.accounts ?? [], clock);
  const regionsApi = new InMemoryRegionsApi();
  const addresses = new SavedAddresses(addressApi);
  const dropshippers = new SavedDropshippers(dropshipperApi);
  const accounts = new SavedBankAccounts(bankApi);
  const services = testServices([
    [SavedAddresses, addresses],
    [SavedDropshippers, dropshippers],
    [SavedBankAccounts, accounts],
    [RegionChoice, new RegionChoice(regionsApi)],
    [CityFinder, new CityFinder(regionsApi)],
    [BankList, new BankList(regionsApi)],
  ]);
  return { addressApi, dropshipperApi, bankApi, regionsApi, addresses, dropshippers, accounts, services };
};

export type BooksWorld = ReturnType<typeof booksWorld>;

export const renderPage = (page: ReactElement, world: BooksWorld) => {
  const location = memoryLocation({ path: storePaths.addressBook });
  return render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook}>{page}</Router>
    </ServicesProvider>,
  );
};
