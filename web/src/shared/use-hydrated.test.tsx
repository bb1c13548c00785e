import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { hydrationDone, hydrationStarted, useHydrated } from './use-hydrated';

const Probe = ({ seen }: { seen: boolean[] }) => {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'pribadi' : 'tamu'}</p>;
};

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>tamu</p>');
  });

  it('is true from the first render of a part rendered in the browser', () => {
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe('pribadi');
  });

  it('hydrates the server\'s HTML as it is, and turns true only once the hydration is over, without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    hydrationStarted();
    act(() => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('tamu');
    expect(seen.every((value) => !value)).toBe(true);
    act(() => hydrationDone());
    expect(container.textContent).toBe('pribadi');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
