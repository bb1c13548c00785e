import { BehaviorSubject, type Observable, Subject, from, of, switchMap } from 'rxjs';
import type { FieldErrors } from '../account/account-forms';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, idle, loading } from '../shared/loadable';
import { feedbackRefusal } from './feedback-refusal';
import { FormPhotos, PhotoUploads, type PhotoTransport, type PhotoUploadsView } from './photo-uploads';

/** What pressing the form's button came to; `Sent` names what the store kept of it (`review`, `complaint`). */
export type FeedbackOutcome<F extends string, Sent extends { readonly kind: 'sent' }> =
  | Sent
  /** Not sent: mistakes to show beside their fields. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<F> }
  /** Not sent: one is on its way already, or no form is open. */
  | { readonly kind: 'busy' }
  /** The server refused or could not be reached: its reasons beside the fields it names, the rest above the button (null when it only repeats one). */
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly errors: FieldErrors<F>; readonly message: string | null };

/** The send call's name (for a failure that did not come as a StoreFailure) and the wire's name of each field the server may refuse. */
export interface FeedbackCall<F extends string> {
  readonly name: string;
  readonly wireNames: Readonly<Record<F, string>>;
}

/**
 * A feedback form with photos (a review, a complaint; document 2 §7 "Reviews
 * and complaints"): it opens for one subject (the product, the order line)
 * that it reads from the server, holds the form's photos (a fresh set for each
 * subject), and sends once: a second press while one is on its way sends
 * nothing, every mistake is found before anything is sent, and photos still
 * uploading or failed hold it back. What differs (how the subject is found,
 * the rules, the call) is the form's own.
 */
export abstract class FeedbackForm<Ref, Target, Subj, Input, F extends string, Sent extends { readonly kind: 'sent' }> implements ClearedOnLogout {
  private readonly requests = new Subject<Ref | null>();
  private readonly state = new BehaviorSubject<Loadable<Target>>(idle);
  readonly state$: Observable<Loadable<Target>> = this.state.asObservable();
  protected opened: Ref | null = null;
  private sending = false;
  private readonly formPhotos: FormPhotos;

  protected constructor(
    transport: PhotoTransport,
    private readonly call: FeedbackCall<F>,
  ) {
    this.formPhotos = new FormPhotos(() => new PhotoUploads(transport));
    this.requests.pipe(switchMap((ref) => (ref === null ? of(idle) : from(this.find(ref))))).subscribe((next) => this.state.next(next));
  }

  /** Reads what the form is about, or why there is no form. */
  protected abstract find(ref: Ref): Promise<Loadable<Target>>;
  protected abstract sameRef(a: Ref, b: Ref): boolean;
  /** The subject of a found target; null where the target says there is no form. */
  protected abstract subjectOf(target: Target): Subj | null;
  protected abstract errorsOf(input: Input, photos: PhotoUploadsView): FieldErrors<F>;
  /** Sends it and keeps what the server took. */
  protected abstract send(subject: Subj, input: Input, photoIds: readonly number[]): Promise<Sent>;

  get current(): Loadable<Target> {
    return this.state.getValue();
  }

  /** The open form's photos; a new set for each subject opened. */
  get photos(): PhotoUploads {
    return this.formPhotos.current;
  }

  /** Opens the form; the same subject already here is kept, photos and all. */
  open(ref: Ref): void {
    const { status } = this.current;
    if (this.opened !== null && this.sameRef(this.opened, ref) && (status === 'loading' || status === 'ready')) return;
    this.close();
    this.opened = ref;
    this.state.next(loading);
    this.requests.next(ref);
  }

  /** "Coba Lagi" after a failed load. */
  reload(): void {
    if (this.opened === null) return;
    this.state.next(loading);
    this.requests.next(this.opened);
  }

  async submit(input: Input): Promise<FeedbackOutcome<F, Sent>> {
    const target = this.current;
    const subject = target.status === 'ready' ? this.subjectOf(target.value) : null;
    if (this.sending || subject === null) return { kind: 'busy' };
    const uploads = this.formPhotos.current;
    const errors = this.errorsOf(input, uploads.current);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    this.sending = true;
    try {
      const sent = await this.send(subject, input, uploads.photoIds);
      // The photos belong to what was sent now: nothing to delete when the form closes.
      uploads.reset();
      return sent;
    } catch (error) {
      const failure = toStoreFailure(error, this.call.name);
      return { kind: 'failed', failure, ...feedbackRefusal(failure, this.call.wireNames) };
    } finally {
      this.sending = false;
    }
  }

  /** Leaving the form unsent: the photos uploaded for it are deleted on the server, and the next visit starts afresh. */
  forget(): void {
    this.close();
    this.requests.next(null);
  }

  /** Logging out: nothing of the form stays; the photos are not deleted (the calls need the session just ended). */
  clearOnLogout(): void {
    this.formPhotos.forget();
    this.opened = null;
    this.requests.next(null);
  }

  /** Shows a target found without asking the server (an address that names nothing). */
  protected show(target: Loadable<Target>): void {
    this.state.next(target);
  }

  protected close(): void {
    this.formPhotos.discard();
    this.opened = null;
  }
}
