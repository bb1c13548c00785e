import { fireEvent, render, screen } from '@testing-library/react';
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
});
