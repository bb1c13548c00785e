import { BehaviorSubject, type Observable } from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { token } from '../shared/token';
import { activityPhase } from './activity-phase';
import type { ActivityReminder, ShowroomActivity } from './showroom';
import type { ShowroomApi } from './showroom-api.port';

/** The activities the shopper chose to be reminded of, kept on the device (local storage behind it), guest or customer. */
export interface ActivityReminderChoiceStore {
  load(): readonly number[];
  save(activityIds: readonly number[]): void;
}

export const ActivityReminderChoiceStoreToken = token<ActivityReminderChoiceStore>('ActivityReminderChoiceStore');

/** Only an activity still to come or running can be chosen: a finished one has nothing left to remind of. */
export const canRemind = (activity: Pick<ShowroomActivity, 'startsAt' | 'endsAt'>, now: number): boolean => activityPhase(activity, now) !== 'finished';

/** The most reminders a shopper keeps: the server reads at most 50 ids in one query. */
export const MAX_REMINDERS = 50;

export interface ActivityRemindersState {
  /** The chosen ids, in the order chosen. */
  readonly chosen: readonly number[];
  /** The server's reminders of the chosen activities (`GET moreverse/reminder?activities={ids}`). */
  readonly reminders: Loadable<readonly ActivityReminder[]>;
}

/**
 * ★ "Ingatkan Saya" (document 2 §7, `moreverse/reminder?activities={ids}`):
 * the choice lives on the device and survives a reload; the server answers
 * the reminders of the ids it knows, and the ids it left out (activities it
 * no longer has) drop out of the choice. Nothing is read before `start`
 * (the browser, after hydration), so the server's render never differs.
 */
export class ActivityReminders {
  private readonly state = new BehaviorSubject<ActivityRemindersState>({ chosen: [], reminders: idle });
  readonly state$: Observable<ActivityRemindersState> = this.state.asObservable();
  private generation = 0;

  constructor(
    private readonly api: Pick<ShowroomApi, 'reminders'>,
    private readonly store: ActivityReminderChoiceStore,
  ) {}

  get current(): ActivityRemindersState {
    return this.state.getValue();
  }

  /** Reads the choice from the device and asks the server its reminders. */
  start(): Promise<void> {
    const chosen = [...new Set(this.safeLoad().filter((id) => Number.isInteger(id) && id > 0))].slice(0, MAX_REMINDERS);
    return this.refresh(chosen);
  }

  isChosen(activityId: number): boolean {
    return this.state.getValue().chosen.includes(activityId);
  }

  /** "Ingatkan Saya" on or off; a finished activity is never added. */
  toggle(activity: Pick<ShowroomActivity, 'id' | 'startsAt' | 'endsAt'>, now: number): Promise<void> {
    const { chosen } = this.state.getValue();
    if (chosen.includes(activity.id)) return this.refresh(chosen.filter((id) => id !== activity.id));
    if (!canRemind(activity, now) || chosen.length >= MAX_REMINDERS) return Promise.resolve();
    return this.refresh([...chosen, activity.id]);
  }

  /** "Coba Lagi" of the reminders. */
  retry(): Promise<void> {
    return this.refresh(this.state.getValue().chosen);
  }

  private async refresh(chosen: readonly number[]): Promise<void> {
    const generation = ++this.generation;
    this.save(chosen);
    if (chosen.length === 0) {
      this.state.next({ chosen, reminders: ready([]) });
      return;
    }
    this.state.next({ chosen, reminders: loading });
    try {
      const reminders = await this.api.reminders(chosen);
      if (generation !== this.generation) return;
      const known = new Set(reminders.map((reminder) => reminder.activityId));
      const kept = chosen.filter((id) => known.has(id));
      if (kept.length !== chosen.length) this.save(kept);
      this.state.next({ chosen: kept, reminders: ready(reminders) });
    } catch (error) {
      if (generation !== this.generation) return;
      // A failed answer drops nothing: the choice stays as the shopper made it.
      this.state.next({ chosen, reminders: failed(toStoreFailure(error, 'GET moreverse/reminder')) });
    }
  }

  private safeLoad(): readonly number[] {
    try {
      return this.store.load();
    } catch {
      return [];
    }
  }

  private save(chosen: readonly number[]): void {
    try {
      this.store.save(chosen);
    } catch {
      // A full or refused storage keeps the choice for this visit only.
    }
  }
}
