// The account feature: the customer's profile, password, verification codes and push devices.
export * from './profile';
export * from './profile-progress';
export * from './moreversary';
export * from './push-device';
export * from './account-api.port';
export * from './account-password-api.port';
export * from './password-recovery-api.port';
export * from './account-verification-api.port';
export * from './account-forms';
export * from './account-profile';
export * from './password-recovery';
export * from './email-verification';
export * from './initials';
export * from './form-refusal';
export * from './mock-provider-identity';
