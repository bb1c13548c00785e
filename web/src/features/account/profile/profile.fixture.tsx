import {
  AccountPassword,
  EmailChange,
  PhoneVerification,
  ProfileCompletion,
  ProfileDetailsEditor,
  ProfilePhotoUpload,
  type Profile,
} from '@more/core';
import { InMemoryAccountPasswordApi, aProfile, aUser } from '@more/core/testing';
import { VirtualTimeScheduler } from 'rxjs';
import type { ServiceId, Services } from '../../../shared/services';
import { type DoorWorld, doorWorld, signedInAs } from '../account-doors.fixture';

export interface ProfileWorld extends DoorWorld {
  readonly passwordApi: InMemoryAccountPasswordApi;
  readonly scheduler: VirtualTimeScheduler;
  readonly completion: ProfileCompletion;
  readonly photo: ProfilePhotoUpload;
  readonly phone: PhoneVerification;
  readonly email: EmailChange;
  readonly password: AccountPassword;
}

/** The doors' world, logged in, with the profile pages' use cases on core's fakes (time virtual). */
export const profileWorld = (options: { readonly profile?: Partial<Profile>; readonly password?: string | null } = {}): ProfileWorld => {
  const world = doorWorld({ signedIn: signedInAs(aUser()) });
  world.accountApi.profile = aProfile(options.profile);
  const passwordApi = new InMemoryAccountPasswordApi(options.password === undefined ? 'Rahasia123' : options.password);
  const scheduler = new VirtualTimeScheduler();
  const completion = new ProfileCompletion(world.accountApi, world.auth);
  const photo = new ProfilePhotoUpload(world.accountApi, world.profile, completion);
  const phone = new PhoneVerification(world.accountApi, world.verificationApi, world.profile, completion, scheduler);
  const email = new EmailChange(world.accountApi, world.verificationApi, world.profile, completion, scheduler);
  const password = new AccountPassword(passwordApi, world.auth);
  const mine = new Map<ServiceId<unknown>, unknown>([
    [ProfileCompletion, completion],
    [ProfileDetailsEditor, new ProfileDetailsEditor(world.accountApi, world.profile, completion)],
    [ProfilePhotoUpload, photo],
    [PhoneVerification, phone],
    [EmailChange, email],
    [AccountPassword, password],
  ]);
  const services: Services = { get: <T,>(id: ServiceId<T>): T => (mine.has(id) ? (mine.get(id) as T) : world.services.get(id)) };
  return { ...world, services, passwordApi, scheduler, completion, photo, phone, email, password };
};
