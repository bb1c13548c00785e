import { toStoreFailure } from '../shared/failure';
import type { Scheduler } from '../shared/time';
import type { AccountApi } from './account-api.port';
import type { FormOutcome } from './account-forms';
import type { AccountProfile } from './account-profile';
import type { AccountVerificationApi } from './account-verification-api.port';
import { type CodeChannel, CodeVerified } from './one-time-code';
import type { ProfileCompletion } from './profile-completion';

/** What a part of the profile confirmed by a code needs: the account's calls, the code's calls, the profile shown, what is left to complete, the clock of the resend countdown. */
export type AccountCodeParts = [api: AccountApi, verification: AccountVerificationApi, profile: AccountProfile, completion: ProfileCompletion, scheduler: Scheduler];

/** Which of the verification calls carry the code (the mail's, WhatsApp's), and their names on the wire. */
export interface CodeCalls {
  readonly send: 'sendEmailCode' | 'sendWhatsappCode';
  readonly confirm: 'confirmEmailCode' | 'confirmWhatsappCode';
  readonly calls: CodeChannel['calls'];
}

/**
 * A part of the profile confirmed by a code (the email, the phone): the code
 * goes by its own channel, and what the server saves is shown in place (no
 * skeleton) with what is left to complete asked again.
 */
export abstract class AccountCodeVerified extends CodeVerified {
  protected readonly api: AccountApi;
  protected readonly profile: AccountProfile;
  private readonly completion: ProfileCompletion;

  protected constructor({ send, confirm, calls }: CodeCalls, [api, verification, profile, completion, scheduler]: AccountCodeParts) {
    super({ send: (target) => verification[send](target), confirm: (target, code) => verification[confirm](target, code), calls }, scheduler);
    this.api = api;
    this.profile = profile;
    this.completion = completion;
  }

  /** Saves a change of the profile and shows what the server answered; `call` names a failure. */
  protected async save(call: string, change: () => Promise<Parameters<AccountProfile['keep']>[0]>): Promise<FormOutcome> {
    try {
      this.profile.keep(await change());
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, call) };
    }
    this.completed();
    return { ok: true };
  }

  /** The profile changed on the server: what is left to complete is asked again. */
  protected completed(): void {
    void this.completion.load();
  }
}
