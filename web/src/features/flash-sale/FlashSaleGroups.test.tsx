import { AuthStore, FlashSaleReminder, InMemorySessionStore, RecordingNavigation, toFlashSaleGroupView } from '@more/core';
import { aFlashSaleGroup, aFlashSaleProduct, aUser, InMemoryNotificationsApi } from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../shared/services';
import { ServicesProvider } from '../../shared/services';
import { FlashSaleGroups } from './FlashSaleGroups';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

const renderGroups = (loggedIn: boolean, size: 'small' | 'large' = 'large') => {
  const api = new InMemoryNotificationsApi();
  const navigation = new RecordingNavigation();
  const reminder = new FlashSaleReminder(api, new AuthStore(new InMemorySessionStore(loggedIn ? { token: 't', user: aUser() } : null)), navigation);
  const services: Services = { get: () => reminder as never };
  const groups = [
    aFlashSaleGroup({ id: 1, title: 'Flash Sale Hari Ini', startsAt: at(-60), endsAt: at(3661), products: [aFlashSaleProduct({ remains: 1, limit: 4 })] }),
    aFlashSaleGroup({ id: 2, title: 'Flash Sale Berikutnya', startsAt: at(86_400), endsAt: at(90_000), products: [aFlashSaleProduct({ flashPrice: 1_250_000 })] }),
  ].map((group) => toFlashSaleGroupView(group, NOW, size));
  render(
    <ServicesProvider services={services}>
      <FlashSaleGroups groups={groups} size={size} headingLevel={2} />
    </ServicesProvider>,
  );
  return { api, navigation };
};

describe('<FlashSaleGroups>', () => {
  it('shows a running group with "Berlangsung", its HH:MM:SS countdown and the stock bar at remains / limit', () => {
    renderGroups(false);
    const running = screen.getAllByTestId('flash-sale-group')[0]!;
    expect(within(running).getByTestId('flash-sale-phase').textContent).toBe('Berlangsung');
    expect(within(running).getByTestId('flash-sale-countdown').textContent).toBe('01:01:01');
    expect(within(running).getByTestId('stock-bar').style.width).toBe('25%');
    // "Hampir Habis" is the small card's only.
    expect(within(running).getByTestId('stock-label').textContent).toBe('Stok Terbatas');
    // A running sale's price is read as it is shown.
    expect(within(running).getAllByTestId('flash-sale-price')[0]!.hasAttribute('aria-hidden')).toBe(false);
  });

  it('shows an upcoming group with "Akan datang", its start, masked prices and no countdown', () => {
    renderGroups(false);
    const upcoming = screen.getAllByTestId('flash-sale-group')[1]!;
    expect(within(upcoming).getByTestId('flash-sale-phase').textContent).toBe('Akan datang');
    expect(upcoming.textContent).toContain('Mulai 22 November 2026 19:00 WIB');
    expect(within(upcoming).getByTestId('flash-sale-price').textContent).toBe('Rp1.2xx.xxx');
    // A screen reader hears why the digits are hidden, not "x x x": the masked text is hidden from it, the reason is not.
    const price = within(upcoming).getAllByTestId('flash-sale-price')[0]!;
    expect(price.getAttribute('aria-hidden')).toBe('true');
    expect(price.nextElementSibling?.textContent).toBe('Harga dirahasiakan sampai flash sale dimulai');
    expect(price.nextElementSibling?.className).toBe('visually-hidden');
    expect(upcoming.querySelector('span[aria-label], p[aria-label], s[aria-label]')).toBeNull();
    expect(within(upcoming).queryByTestId('flash-sale-countdown')).toBeNull();
  });

  it('labels one left "Hampir Habis" on the small cards of the home block', () => {
    renderGroups(false, 'small');
    expect(within(screen.getAllByTestId('flash-sale-group')[0]!).getByTestId('stock-label').textContent).toBe('Hampir Habis');
  });

  it('sends a guest who asks for a reminder to login and back', () => {
    const { navigation, api } = renderGroups(false);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ingatkan Saya' }));
    });
    expect(navigation.last).toBe('/login?redirect=%2F');
    expect(api.calls).toEqual([]);
  });

  it("switches a customer's reminder on and confirms it", async () => {
    const { api } = renderGroups(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ingatkan Saya' }));
    expect(await screen.findByText('Pengingat aktif. Kami akan mengabari Anda saat flash sale dimulai.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pengingat Aktif' }).disabled).toBe(true);
    expect(api.reminder).toEqual({ enabled: true });
  });
});
