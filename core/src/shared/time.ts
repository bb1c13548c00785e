import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { token } from './token';

/**
 * Where use cases get time from: `scheduler.now()` for the clock (milliseconds)
 * and the same scheduler for debounces and countdowns. Production binds
 * rxjs's asyncScheduler; tests bind a TestScheduler or VirtualTimeScheduler,
 * so 250 ms debounces and hour-long countdowns run in virtual time.
 */
export type Scheduler = SchedulerLike;
export const SchedulerToken = token<Scheduler>('Scheduler');
export const realTime: Scheduler = asyncScheduler;

/** Unix seconds (the API's unit for flash-sale times) of a scheduler's now. */
export const unixSeconds = (scheduler: Scheduler): number => Math.floor(scheduler.now() / 1000);
