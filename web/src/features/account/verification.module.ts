import { AccountVerificationApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'account/verification': the account's verification calls, apart from the login doors' module so that neither
 * page carries the other's: the e-mail link's page (/verify-email) and the profile's e-mail and phone changes
 * (/profile, beside 'account/profile').
 */
export default new ContainerModule((options) => {
  const { httpPort } = binder(options);
  httpPort(AccountVerificationApiToken, () => import('@more/adapters/http/account').then(({ HttpAccountVerificationApi }) => HttpAccountVerificationApi));
});
