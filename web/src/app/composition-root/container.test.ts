import { token } from '@more/core';
import { describe, expect, it } from 'vitest';
import { ServiceContainer } from './container';
import { providePageService } from './page-services';

class Clock {
  constructor(readonly now: number) {}
}

describe('the service container', () => {
  it('builds a factory once, on first use, and hands out that instance', () => {
    const container = new ServiceContainer();
    let built = 0;
    container.bindFactory(Clock, () => new Clock(++built));
    expect(built).toBe(0);
    expect(container.get(Clock)).toBe(container.get(Clock));
    expect(built).toBe(1);
  });

  it('answers constants by token', () => {
    const container = new ServiceContainer();
    const Greeting = token<string>('Greeting');
    container.bindConstant(Greeting, 'Halo');
    expect(container.get(Greeting)).toBe('Halo');
  });

  it('names what is missing and what depends on itself', () => {
    const container = new ServiceContainer();
    expect(() => container.get(token<string>('CartApi'))).toThrow('Nothing is bound to CartApi in the composition root');
    const A = token<number>('A');
    const B = token<number>('B');
    container.bindFactory(A, () => container.get(B) + 1);
    container.bindFactory(B, () => container.get(A) + 1);
    expect(() => container.get(A)).toThrow('A depends on itself through A → B');
  });
});

describe('use cases provided by a page chunk', () => {
  class ListOfTheDay {
    constructor(readonly clock: Clock) {}
  }

  it('are built by each container from its own bindings, once', () => {
    providePageService(ListOfTheDay, (get) => new ListOfTheDay(get(Clock)));
    const browser = new ServiceContainer();
    const server = new ServiceContainer();
    browser.bindConstant(Clock, new Clock(1));
    server.bindConstant(Clock, new Clock(2));
    expect(browser.get(ListOfTheDay)).toBe(browser.get(ListOfTheDay));
    expect(browser.get(ListOfTheDay).clock.now).toBe(1);
    expect(server.get(ListOfTheDay).clock.now).toBe(2);
  });
});
