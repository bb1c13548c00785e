import { VirtualTimeScheduler } from 'rxjs';

/** Lets every promise continuation that is already due run (the fakes answer through promises). */
export const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

/**
 * Virtual time for use cases that mix scheduled work (debounces, the fake
 * API's latency) with promises: each due action runs, then the promise
 * continuations it caused, before time moves on.
 */
export class VirtualClock {
  readonly scheduler = new VirtualTimeScheduler();

  now(): number {
    return this.scheduler.now();
  }

  async advanceTo(target: number): Promise<void> {
    await settle();
    for (;;) {
      const next = this.scheduler.actions[0];
      if (!next || next.delay > target) break;
      this.scheduler.maxFrames = next.delay;
      this.scheduler.flush();
      await settle();
    }
    this.scheduler.frame = Math.max(this.scheduler.frame, target);
  }

  advanceBy(ms: number): Promise<void> {
    return this.advanceTo(this.now() + ms);
  }

  /** Runs until nothing is scheduled any more. */
  async runAll(): Promise<void> {
    await settle();
    while (this.scheduler.actions.length > 0) {
      await this.advanceTo(Math.max(...this.scheduler.actions.map((action) => action.delay)));
    }
  }
}
