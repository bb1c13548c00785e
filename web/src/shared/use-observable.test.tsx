import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useObservable } from './use-observable';

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
