import type { Scheduler } from '../shared/time';

/** A second press of the same button this soon after the last is the same intent: a double click, a bounce. */
export const REPEAT_PRESS_MS = 700;

/**
 * Whether a press repeats the shopper's last press of the same button: a
 * double click (the browser counts 2 or more clicks) or one within
 * {@link REPEAT_PRESS_MS} of the last. `lastAt` is null before any press.
 */
export const isRepeatPress = (lastAt: number | null, at: number, clicks: number): boolean =>
  clicks > 1 || (lastAt !== null && at - lastAt < REPEAT_PRESS_MS);

/**
 * Remembers each command's last press on the scheduler's clock, so a double
 * click of "Tambah ke Keranjang" adds once. Per command: "add" then "buy now"
 * are two intents, however quick. Every press counts as the last, repeated
 * or not, so a burst of presses is one intent until the shopper pauses.
 */
export class RepeatPressGuard<Command extends string> {
  private readonly lastPress = new Map<Command, number>();

  constructor(private readonly scheduler: Scheduler) {}

  /** Records a press of `command` (`clicks`: the browser's click count, 0 for a key) and says whether it repeats the last one. */
  isRepeat(command: Command, clicks: number): boolean {
    const at = this.scheduler.now();
    const repeat = isRepeatPress(this.lastPress.get(command) ?? null, at, clicks);
    this.lastPress.set(command, at);
    return repeat;
  }

  /** A new page: no press before it counts. */
  forget(): void {
    this.lastPress.clear();
  }
}
