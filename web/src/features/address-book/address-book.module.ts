import { BankAccountBookToken, BankList, RegionsApiToken, SavedBankAccounts } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * /profile/banks: the customer's bank accounts (where refunds go) and the banks
 * of GET uni/bank with their logos. The address and dropshipper books are the
 * 'address-book/ordering' module's (ordering.module.ts), shared with the checkout.
 */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  httpPort(BankAccountBookToken, () => import('@more/adapters/http/address-book').then(({ HttpBankAccountBook }) => HttpBankAccountBook));
  useCase(SavedBankAccounts, [BankAccountBookToken]).onActivation(clearedAtLogout);
  // Public reference data: nothing of the customer to clear.
  useCase(BankList, [RegionsApiToken]);
});
