import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const images = ['room-1', 'room-2', '1'].map((name) => ({ url: `https://img.test/${name}.svg`, alt: `Foto ${name}` }));

describe('<Gallery>', () => {
  it('shows the photo core chose, with high fetch priority, and steps by arrow keys and thumbnails', () => {
    const { rerender } = render(<Gallery gallery={{ images, active: 0 }} name="Sofa" />);
    // Every photo is in the server's plain row; the shown one is marked (a desktop hides the others, a phone swipes the row).
    const shown = () => screen.getByRole('region', { name: 'Foto Sofa' }).querySelector('li[data-shown="true"] img')!;
    expect(shown().getAttribute('src')).toBe(images[0]!.url);
    expect(shown().getAttribute('fetchpriority')).toBe('high');
    expect(shown().getAttribute('loading')).toBe('eager');
    const rowImages = screen.getByRole('region', { name: 'Foto Sofa' }).querySelectorAll('[data-gallery-state] li img');
    expect([...rowImages].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);

    fireEvent.keyDown(shown(), { key: 'ArrowRight' });
    expect(shown().getAttribute('src')).toBe(images[1]!.url);
    fireEvent.keyDown(shown(), { key: 'ArrowLeft' });
    fireEvent.keyDown(shown(), { key: 'ArrowLeft' });
    expect(shown().getAttribute('src')).toBe(images[2]!.url);
    expect(screen.getByText('3 / 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Foto 2: Foto room-2' }));
    expect(shown().getAttribute('src')).toBe(images[1]!.url);
    expect(screen.getByRole('button', { name: 'Foto 2: Foto room-2' }).getAttribute('aria-current')).toBe('true');

    // A chosen variant brings its photo to view.
    rerender(<Gallery gallery={{ images, active: 2 }} name="Sofa" />);
    expect(shown().getAttribute('src')).toBe(images[2]!.url);
  });

  it('opens a pressed photo full screen in swiper\'s zoom, and gives focus back to it on "Tutup"', async () => {
    render(<Gallery gallery={{ images, active: 0 }} name="Sofa" zoomable />);
    const openers = screen.getAllByRole('button', { name: /^Perbesar foto / });
    expect(openers.map((button) => button.getAttribute('aria-label'))).toEqual(['Perbesar foto 1: Foto room-1', 'Perbesar foto 2: Foto room-2', 'Perbesar foto 3: Foto 1']);
    // One stop for the keyboard: the shown photo.
    expect(openers.map((button) => button.tabIndex)).toEqual([0, -1, -1]);

    openers[1]!.focus();
    fireEvent.click(openers[1]!);
    const viewer = await screen.findByTestId('photo-viewer', {}, { timeout: 15_000 });
    expect(viewer.tagName).toBe('DIALOG');
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Foto Sofa' })).toBeTruthy();
    // Every photo in swiper's zoom container, the pressed one shown.
    const photos = viewer.querySelectorAll('.swiper-slide > .swiper-zoom-container > img');
    expect([...photos].map((photo) => photo.getAttribute('src'))).toEqual(images.map((image) => image.url));
    expect(screen.getByTestId('photo-viewer-count').textContent).toBe('2 / 3');

    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('photo-viewer')).toBeNull());
    expect(document.activeElement).toBe(openers[1]);
  });

  it('keeps a gallery that does not zoom as it was: no photo is a button', () => {
    render(<Gallery gallery={{ images, active: 0 }} name="Kamar" />);
    expect(screen.queryAllByRole('button', { name: /^Perbesar foto / })).toEqual([]);
  });
});
