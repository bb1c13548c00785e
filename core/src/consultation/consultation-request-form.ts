import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { type FieldErrors, hasFieldErrors } from '../account/account-forms';
import type { ClearedOnLogout } from '../session/participants';
import { loginPathFor } from '../session/route-guard';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, idle, loadingThen } from '../shared/loadable';
import type { Navigation } from '../shared/navigation';
import { token } from '../shared/token';
import type { ConsultationApi } from './consultation-api.port';
import {
  type ConsultationChoices,
  type ConsultationDraft,
  type ConsultationField,
  consultationFormErrors,
  consultationRefusal,
  consultationRequestOf,
  consultationTextErrors,
  emptyConsultationDraft,
  firstConsultationError,
  locationOfCity,
} from './consultation-form';
import type { ConsultationReceipt, InteriorCity } from './interior-project';

/** What the tab keeps of the form: the draft as typed, and the receipt once the request was sent. */
export interface KeptConsultation {
  readonly draft: ConsultationDraft;
  readonly receipt: ConsultationReceipt | null;
}

/**
 * Where the form is kept while the tab lives (sessionStorage in the browser):
 * a guest sent to log in comes back to what they typed, and a reload after
 * sending shows the confirmation instead of the form. Forgotten at logout.
 */
export interface ConsultationDraftStore {
  load(): KeptConsultation | null;
  /** May throw when the browser refuses the write; the form goes on without it. */
  save(kept: KeptConsultation): void;
  clear(): void;
}

export const ConsultationDraftStoreToken = token<ConsultationDraftStore>('ConsultationDraftStore');

export interface ConsultationFormState {
  readonly draft: ConsultationDraft;
  /** A message beside each field that is wrong (the store's rules, then the server's). */
  readonly errors: FieldErrors<ConsultationField>;
  /** The property types and locations; idle until a customer is there to load them (more/ needs login). */
  readonly choices: Loadable<ConsultationChoices>;
  /** One request on its way: the form is locked. */
  readonly sending: boolean;
  /** The server's message above the form when no field says it (a refusal, no connection). */
  readonly alert: string | null;
  /** The request the store took: the form is replaced by the confirmation. */
  readonly receipt: ConsultationReceipt | null;
}

export type ConsultationSubmitOutcome =
  | { readonly kind: 'sent'; readonly receipt: ConsultationReceipt }
  /** Not sent: mistakes beside the fields; `field` takes focus. */
  | { readonly kind: 'invalid'; readonly field: ConsultationField }
  /** A guest: the draft is kept and the shopper sent to log in, coming back to `path`. */
  | { readonly kind: 'login'; readonly path: string }
  /** Not sent: a request is on its way, or was sent already. */
  | { readonly kind: 'busy' }
  /** The server refused or could not be reached: `field` takes focus when it named one, else the message above the form does. */
  | { readonly kind: 'refused'; readonly field: ConsultationField | null };

const CHOICES_CALL = 'GET more/project/data/property';

const initialState: ConsultationFormState = { draft: emptyConsultationDraft, errors: {}, choices: idle, sending: false, alert: null, receipt: null };

/**
 * The consultation request of /desain-interior (issue 22 point 5, document 2
 * §7 "Consultation"). A guest fills in the text fields; sending sends them to
 * log in (the two lists and `POST more/project` are under more/, which needs
 * login, document 2 §6), the draft kept in the tab so they come back to it.
 * A customer chooses the property type and the location from the store's
 * lists and sends the request once: one request on its way at a time, and a
 * sent request is replaced by its receipt (kept in the tab too, so a reload
 * shows the confirmation and sends nothing).
 */
export class ConsultationRequestForm implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<ConsultationFormState>(initialState);
  readonly state$: Observable<ConsultationFormState> = this.state.asObservable();
  private restored = false;
  private choicesLoad: Subscription | null = null;

  constructor(
    private readonly api: ConsultationApi,
    private readonly drafts: ConsultationDraftStore,
    private readonly navigation: Navigation,
  ) {}

  get current(): ConsultationFormState {
    return this.state.value;
  }

  /**
   * Reads what the tab kept, once (in the browser, after hydration: the
   * server's render and the first client render show the empty form alike).
   */
  restore(): void {
    if (this.restored) return;
    this.restored = true;
    const kept = this.drafts.load();
    if (kept) this.set({ draft: kept.draft, receipt: kept.receipt });
  }

  /**
   * Loads the two lists for a customer (again after a failure); the city of
   * a city page is chosen as the location when the shopper has chosen none
   * and the store lists it.
   */
  loadChoices(city?: InteriorCity): void {
    const status = this.current.choices.status;
    if (status === 'loading' || status === 'ready') return;
    this.choicesLoad?.unsubscribe();
    const lists = async (): Promise<ConsultationChoices> => {
      const [propertyTypes, locations] = await Promise.all([this.api.propertyTypes(), this.api.locations()]);
      return { propertyTypes, locations };
    };
    this.choicesLoad = loadingThen(lists, CHOICES_CALL).subscribe((choices) => {
      const draft = this.current.draft;
      if (choices.status === 'ready' && city && draft.locationId === '') {
        const location = locationOfCity(city, choices.value.locations);
        if (location) {
          this.set({ choices, draft: { ...draft, locationId: String(location.id) } });
          return;
        }
      }
      this.set({ choices });
    });
  }

  /**
   * The customer's name and email from their account, in fields still empty
   * (never over what the shopper typed): one less thing to type. Not kept in
   * the tab until the shopper types: the account holds them anyway.
   */
  prefill(contact: { readonly name: string; readonly email: string }): void {
    const { draft, receipt } = this.current;
    if (receipt) return;
    const name = draft.name.trim() === '' ? contact.name.trim() : draft.name;
    const email = draft.email.trim() === '' ? contact.email.trim() : draft.email;
    if (name !== draft.name || email !== draft.email) this.set({ draft: { ...draft, name, email } });
  }

  /** A field changed: kept in the tab, its message gone while the shopper corrects it. */
  edit(field: ConsultationField, value: string): void {
    const { draft, errors, receipt, sending } = this.current;
    if (receipt || sending) return;
    const next = { ...draft, [field]: value };
    this.set({ draft: next, errors: errors[field] === undefined ? errors : { ...errors, [field]: undefined } });
    this.keep({ draft: next, receipt: null });
  }

  /** The form's message above it, closed by the shopper. */
  dismissAlert(): void {
    this.set({ alert: null });
  }

  /**
   * Sends the request (a customer) or the guest to log in; `returnPath` is
   * the page and its section (`/desain-interior#konsultasi`) login returns to.
   */
  async submit(options: { readonly loggedIn: boolean; readonly returnPath: string }): Promise<ConsultationSubmitOutcome> {
    const { draft, choices, sending, receipt } = this.current;
    if (sending || receipt) return { kind: 'busy' };

    if (!options.loggedIn) {
      const errors = consultationTextErrors(draft);
      const field = firstConsultationError(errors);
      this.set({ errors, alert: null });
      if (field) return { kind: 'invalid', field };
      this.keep({ draft, receipt: null });
      const path = loginPathFor(options.returnPath);
      this.navigation.go(path);
      return { kind: 'login', path };
    }

    const lists = choices.status === 'ready' ? choices.value : { propertyTypes: [], locations: [] };
    const errors = consultationFormErrors(draft, lists);
    const field = firstConsultationError(errors);
    this.set({ errors, alert: null });
    if (field) return { kind: 'invalid', field };

    this.set({ sending: true });
    try {
      const taken = await this.api.request(consultationRequestOf(draft));
      // The contact details stay for a next request; what was asked goes with the sent one.
      const next = { ...emptyConsultationDraft, name: draft.name, phone: draft.phone, email: draft.email };
      this.set({ sending: false, receipt: taken, draft: next, errors: {} });
      this.keep({ draft: next, receipt: taken });
      return { kind: 'sent', receipt: taken };
    } catch (error) {
      const refusal = consultationRefusal(toStoreFailure(error, 'POST more/project'));
      this.set({ sending: false, errors: refusal.fieldErrors, alert: refusal.message });
      return { kind: 'refused', field: hasFieldErrors(refusal.fieldErrors) ? firstConsultationError(refusal.fieldErrors) : null };
    }
  }

  /** After the confirmation: an empty form again, the contact details kept. */
  startAnother(): void {
    if (!this.current.receipt) return;
    this.set({ receipt: null, errors: {}, alert: null });
    this.keep({ draft: this.current.draft, receipt: null });
  }

  /** Nothing of the customer stays: not the draft, not the receipt, not the lists (more/ answered them for this login). */
  clearOnLogout(): void {
    this.choicesLoad?.unsubscribe();
    this.choicesLoad = null;
    this.drafts.clear();
    this.state.next(initialState);
  }

  private keep(kept: KeptConsultation): void {
    try {
      this.drafts.save(kept);
    } catch {
      // Storage full or refused: the form works on; only a reload would lose the text.
    }
  }

  private set(change: Partial<ConsultationFormState>): void {
    this.state.next({ ...this.current, ...change });
  }
}
