import { type Loadable, StoreFailure } from '@more/core';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useObservable, useStore } from './use-store';

const Show = ({ source }: { source: BehaviorSubject<string> }) => <p>{useObservable(source, 'awal')}</p>;

describe('useObservable', () => {
  it('renders the current value at once, then every new one, and lets go when unmounted', () => {
    const source = new BehaviorSubject('pertama');
    const { unmount } = render(<Show source={source} />);
    expect(screen.getByText('pertama')).toBeTruthy();

    act(() => source.next('kedua'));
    expect(screen.getByText('kedua')).toBeTruthy();

    unmount();
    expect(source.observed).toBe(false);
  });
});

const Status = ({ store }: { store: { state$: Subject<Loadable<string>> } }) => <p>{useStore(store).status}</p>;

describe('useStore', () => {
  it("starts a use case without `current` from core's idle, then follows its state", () => {
    const state$ = new Subject<Loadable<string>>();
    render(<Status store={{ state$ }} />);
    expect(screen.getByText('idle')).toBeTruthy();
    act(() => state$.next({ status: 'failed', failure: new StoreFailure('network', 'GET uni/banner', 'offline') }));
    expect(screen.getByText('failed')).toBeTruthy();
  });

  it('starts from `current` when the use case has one', () => {
    const state = new BehaviorSubject<Loadable<string>>({ status: 'ready', value: 'Sofa' });
    const Value = () => {
      const now = useStore({ state$: state.asObservable(), current: state.getValue() });
      return <p>{now.status === 'ready' ? now.value : now.status}</p>;
    };
    render(<Value />);
    expect(screen.getByText('Sofa')).toBeTruthy();
  });
});
