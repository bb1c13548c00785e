import {
  AccountApiToken,
  AccountPassword,
  AccountPasswordApiToken,
  AccountProfile,
  AccountVerificationApiToken,
  AuthStore,
  EmailChange,
  PhoneVerification,
  ProfileCompletion,
  ProfileDetailsEditor,
  ProfilePhotoUpload,
  SchedulerToken,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';

/**
 * 'account/profile': the account information (/profile) and password (/profile/password)
 * pages: editing the details, the photo, the email and the phone (each
 * confirmed by a code), the profile progress, and the password. Whatever holds
 * the customer's data, or a code on its way to them, is emptied at logout.
 */
export default new ContainerModule((options) => {
  const { useCase, httpPort } = binder(options);
  httpPort(AccountPasswordApiToken, () => import('@more/adapters/http/account').then(({ HttpAccountPasswordApi }) => HttpAccountPasswordApi));
  useCase(ProfileCompletion, [AccountApiToken, AuthStore]).onActivation(clearedAtLogout);
  useCase(ProfileDetailsEditor, [AccountApiToken, AccountProfile, ProfileCompletion]);
  useCase(ProfilePhotoUpload, [AccountApiToken, AccountProfile, ProfileCompletion]).onActivation(clearedAtLogout);
  useCase(EmailChange, [AccountApiToken, AccountVerificationApiToken, AccountProfile, ProfileCompletion, SchedulerToken]).onActivation(clearedAtLogout);
  useCase(PhoneVerification, [AccountApiToken, AccountVerificationApiToken, AccountProfile, ProfileCompletion, SchedulerToken]).onActivation(clearedAtLogout);
  useCase(AccountPassword, [AccountPasswordApiToken, AuthStore]).onActivation(clearedAtLogout);
});
