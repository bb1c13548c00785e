import { StoreFailure } from '@more/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHeaderWorld, renderInWorld } from './header-world.fixture';
import { MenusFailureNotice } from './MenusFailureNotice';

describe('<MenusFailureNotice>', () => {
  it('says nothing while the menus are fine', async () => {
    const world = aHeaderWorld();
    await act(() => world.menus.load());
    renderInWorld(world, <MenusFailureNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells why the menus failed, in Indonesian, and tries again (document 2 §8)', async () => {
    const world = aHeaderWorld();
    world.catalogue.failWith = new StoreFailure('server', 'GET uni/category', '500');
    await act(() => world.menus.load());
    renderInWorld(world, <MenusFailureNotice />);
    expect(screen.getByRole('alert').textContent).toContain('Menu kategori belum termuat. Server kami sedang mengalami gangguan.');

    world.catalogue.failWith = null;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
      await Promise.resolve();
    });
    await act(() => world.menus.ensureLoaded());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
