import { toStoreFailure } from '../shared/failure';
import type { AccountApi } from './account-api.port';
import type { FormOutcome, ProfileDetailsForm } from './account-forms';
import type { AccountProfile } from './account-profile';
import type { ProfileCompletion } from './profile-completion';
import type { Gender } from './profile';

/**
 * Saving the account details of /profile (PUT more/user/update): name,
 * birth date, gender. The phone is left out: it changes only once a
 * WhatsApp code confirms it (PhoneVerification). The saved profile shows at
 * once, the header's name with it.
 */
export class ProfileDetailsEditor {
  constructor(
    private readonly api: AccountApi,
    private readonly profile: AccountProfile,
    private readonly completion: ProfileCompletion,
  ) {}

  async save(form: ProfileDetailsForm): Promise<FormOutcome> {
    try {
      const saved = await this.api.updateProfile({
        name: form.name.trim(),
        birthDate: form.birthDate === '' ? null : form.birthDate,
        gender: form.gender === '' ? null : (form.gender as Gender),
      });
      this.profile.keep(saved);
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'PUT more/user/update') };
    }
    void this.completion.load();
    return { ok: true };
  }
}
