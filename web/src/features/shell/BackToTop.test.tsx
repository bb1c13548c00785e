import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';

let scrollY = 0;
let frames: FrameRequestCallback[] = [];
const page = {
  scrollTo: vi.fn((_x?: unknown, y?: unknown) => {
    scrollY = Number(y);
  }),
  requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
  cancelAnimationFrame: vi.fn(),
};

const scrollTo = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

/** Runs the frame the page asked for, at `time` ms. */
const frameAt = (time: number) =>
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(time);
  });

/** A click on the button: its scroll is a chunk of its own (scroll-to-top.ts), in once the click's import resolves. */
const clickBackToTop = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('back-to-top'));
    await import('./scroll-to-top');
    await Promise.resolve();
  });

const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
  );

const renderWithContent = () =>
  render(
    <>
      <main id="konten" tabIndex={-1} />
      <BackToTop />
    </>,
  );

beforeEach(() => {
  scrollY = 0;
  frames = [];
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  for (const mock of Object.values(page)) mock.mockClear();
  vi.stubGlobal('scrollTo', page.scrollTo);
  vi.stubGlobal('requestAnimationFrame', page.requestAnimationFrame);
  vi.stubGlobal('cancelAnimationFrame', page.cancelAnimationFrame);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<BackToTop> ("appears after 100 px of scroll and animates for 700 ms", document 1 §2)', () => {
  it('appears only past 100 px', () => {
    renderWithContent();
    expect(screen.queryByTestId('back-to-top')).toBeNull();
    scrollTo(100);
    expect(screen.queryByTestId('back-to-top')).toBeNull();
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Kembali ke atas' })).toBeTruthy();
    scrollTo(40);
    expect(screen.queryByTestId('back-to-top')).toBeNull();
  });

  it('scrolls to the top over 700 ms, then puts focus on the content', async () => {
    reducedMotion(false);
    renderWithContent();
    scrollTo(2000);
    await clickBackToTop();
    expect(page.scrollTo).not.toHaveBeenCalled();

    frameAt(1000);
    expect(scrollY).toBe(2000);
    frameAt(1350);
    expect(scrollY).toBe(1000);
    frameAt(1600);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(1000);
    expect(document.activeElement?.id).not.toBe('konten');
    frameAt(1700);
    expect(scrollY).toBe(0);
    expect(frames).toHaveLength(0);
    expect(document.activeElement?.id).toBe('konten');
  });

  it('stops when the shopper scrolls on their own', async () => {
    reducedMotion(false);
    renderWithContent();
    scrollTo(2000);
    await clickBackToTop();
    frameAt(0);
    frameAt(100);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    expect(page.cancelAnimationFrame).toHaveBeenCalled();
  });

  it('jumps at once for a shopper who prefers reduced motion', async () => {
    reducedMotion(true);
    renderWithContent();
    scrollTo(2000);
    await clickBackToTop();
    expect(page.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(page.requestAnimationFrame).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('konten');
  });
});
