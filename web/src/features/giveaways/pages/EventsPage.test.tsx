import { StoreFailure } from '@more/core';
import { aGiveawayClaim, aGiveawayEvent } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOW, giveawaysWorld, renderAt } from '../giveaways.fixture';
import EventsPage from './EventsPage';

/**
 * Document 2 §7, "Giveaways and events": "POST more/event/index", "POST
 * more/user/giveaway/index with query", "POST more/user/giveaway/store",
 * "DELETE more/user/giveaway/destroy/{id}"; "Claims: list with paging,
 * tracking, store, delete". Document 1 §4: "Giveaway claims can be created,
 * listed and deleted."
 */

const DAY = 24 * 3_600_000;
const running = aGiveawayEvent({
  id: 2,
  title: 'Giveaway Akhir Tahun',
  prize: 'Lampu Meja Kayu Jati',
  startsAt: Date.UTC(2026, 10, 17, 17, 0),
  endsAt: Date.UTC(2026, 11, 5, 16, 59),
  quota: 50,
  claimedCount: 17,
});
const upcoming = aGiveawayEvent({ id: 4, title: 'Giveaway Harbolnas 12.12', startsAt: NOW + 12 * DAY, endsAt: NOW + 13 * DAY, quota: 12, claimedCount: 0 });
const soldOut = aGiveawayEvent({ id: 5, title: 'Giveaway Kilat Jumat', startsAt: NOW - DAY, endsAt: NOW + DAY, quota: 25, claimedCount: 25 });
const shipped = aGiveawayClaim({
  id: 1,
  event: { id: 9, title: 'Giveaway MOREVERSARY', prize: 'Bantal Sofa Rajut', imageUrl: 'https://img.test/giveaway-9.svg' },
  status: 'shipped',
  statusText: 'Hadiah dalam pengiriman',
  courier: 'JNE REG',
  waybill: 'JNE0201GA1026',
  createdAt: NOW - 30 * DAY,
});

const eventCard = (id: number) => screen.getAllByTestId('event-card').find((card) => card.getAttribute('data-event') === String(id))!;
const claimCards = () => screen.queryAllByTestId('claim-card');

describe('/profile/event: the events and the customer\'s giveaway claims', () => {
  it('shows each event with its picture, prize, period, phase, quota left, and "Klaim" or why not', async () => {
    renderAt('/profile/event', <EventsPage params={{}} />, giveawaysWorld({ events: [running, upcoming, soldOut], claims: [shipped] }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Event & Giveaway']);
    expect(screen.getByTestId('events-loading')).toBeTruthy();
    await screen.findAllByTestId('event-card');

    const open = eventCard(2);
    expect(within(open).getByRole('heading', { name: 'Giveaway Akhir Tahun' })).toBeTruthy();
    expect(open.textContent).toContain('Hadiah: Lampu Meja Kayu Jati');
    // DD MMMM YYYY, Indonesian, in the store's time (WIB).
    expect(open.textContent).toContain('18 November 2026 – 05 Desember 2026');
    expect(within(open).getByTestId('event-phase').textContent).toBe('Berlangsung');
    expect(within(open).getByTestId('event-quota').textContent).toBe('Sisa 33 dari 50 hadiah');
    expect(within(open).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' })).toBeTruthy();
    expect(open.querySelector('img')?.getAttribute('src')).toBe(running.imageUrl);

    expect(within(eventCard(4)).getByTestId('event-phase').textContent).toBe('Akan datang');
    expect(within(eventCard(4)).getByTestId('event-claim-note').textContent).toBe('Event giveaway belum dimulai');
    expect(within(eventCard(4)).queryByRole('button')).toBeNull();
    expect(within(eventCard(5)).getByTestId('event-claim-note').textContent).toBe('Kuota giveaway sudah habis');
    expect(within(eventCard(5)).getByTestId('event-quota').textContent).toBe('Kuota habis');
  });

  it('lists the claims with their state, and the courier and waybill of one on its way; none can be deleted once processed', async () => {
    renderAt('/profile/event', <EventsPage params={{}} />, giveawaysWorld({ events: [running], claims: [shipped] }));
    const [card] = await screen.findAllByTestId('claim-card');
    expect(within(card!).getByTestId('claim-status').textContent).toBe('Hadiah dalam pengiriman');
    expect(card!.textContent).toContain('22 Oktober 2026 10:00');
    expect(card!.textContent).toContain('Sinta Wulandari');
    expect(card!.textContent).toContain('JNE REG');
    expect(within(card!).getByTestId('claim-waybill').textContent).toBe('JNE0201GA1026');
    expect(within(card!).getByRole('button', { name: 'Salin nomor resi JNE0201GA1026' })).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: /Hapus/ })).toBeNull();
  });

  it('claims a running event: the card says so, its quota goes down, and the claim heads "Klaim Saya", waiting', async () => {
    const world = giveawaysWorld({ events: [running], claims: [shipped] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await screen.findAllByTestId('claim-card');
    fireEvent.click(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }));
    await waitFor(() => expect(claimCards()).toHaveLength(2));
    const note = within(eventCard(2)).getByTestId('event-claim-note');
    await waitFor(() => expect(note.textContent).toBe('Giveaway berhasil diklaim'));
    expect(note.getAttribute('role')).toBe('status');
    // The button is gone; focus went to what is said in its place.
    expect(within(eventCard(2)).queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(within(eventCard(2)).getByTestId('event-quota').textContent).toBe('Sisa 32 dari 50 hadiah');
    const first = claimCards()[0]!;
    expect(first.getAttribute('data-event')).toBe('2');
    expect(within(first).getByTestId('claim-status').textContent).toBe('Menunggu verifikasi');
    expect(world.api.asked.filter((asked) => asked.startsWith('claim '))).toEqual(['claim 2']);
  });

  it('sends one claim however often "Klaim" is pressed', async () => {
    const world = giveawaysWorld({ events: [running], claims: [] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await screen.findAllByTestId('event-card');
    const button = within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(claimCards()).toHaveLength(1));
    expect(world.api.asked.filter((asked) => asked.startsWith('claim '))).toEqual(['claim 2']);
  });

  it('shows the server\'s refusal in place of "Klaim"', async () => {
    const world = giveawaysWorld({ events: [running], claims: [] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await screen.findAllByTestId('event-card');
    // The event ended on the server's clock before the shopper pressed "Klaim".
    world.api.eventList = [{ ...running, endsAt: NOW - 1 }];
    fireEvent.click(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }));
    await waitFor(() => expect(within(eventCard(2)).getByTestId('event-claim-note').textContent).toBe('Event giveaway sudah berakhir'));
    expect(within(eventCard(2)).queryByRole('button')).toBeNull();
    expect(claimCards()).toHaveLength(0);
  });

  it('tells a customer without an address to add one, with the way to it', async () => {
    renderAt('/profile/event', <EventsPage params={{}} />, giveawaysWorld({ events: [running], claims: [], deliverTo: null }));
    await screen.findAllByTestId('event-card');
    fireEvent.click(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }));
    const link = await within(eventCard(2)).findByRole('link', { name: 'Tambah Alamat' });
    expect(link.getAttribute('href')).toBe('/profile/address');
    expect(within(eventCard(2)).getByTestId('event-claim-note').textContent).toBe('Tambahkan alamat pengiriman terlebih dahulu');
  });

  it('a claim that failed on the way says why and keeps "Klaim" to try again', async () => {
    const world = giveawaysWorld({ events: [running], claims: [] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await screen.findAllByTestId('event-card');
    world.api.failWith = new StoreFailure('server', 'POST more/user/giveaway/store', 'down', { status: 500 });
    fireEvent.click(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }));
    await waitFor(() => expect(within(eventCard(2)).getByTestId('event-claim-note').textContent).toContain('Server kami sedang mengalami gangguan'));
    world.api.failWith = null;
    fireEvent.click(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }));
    await waitFor(() => expect(claimCards()).toHaveLength(1));
  });

  it('deletes a waiting claim after a confirmation: it leaves the list and the event can be claimed again', async () => {
    const waiting = aGiveawayClaim({ id: 7, event: { ...shipped.event, id: 2, title: 'Giveaway Akhir Tahun' }, createdAt: NOW - DAY });
    const world = giveawaysWorld({ events: [{ ...running, claimedByMe: true, claimedCount: 18 }], claims: [waiting, shipped] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await waitFor(() => expect(claimCards()).toHaveLength(2));
    expect(within(eventCard(2)).getByTestId('event-claim-note').textContent).toBe('Anda sudah mengklaim giveaway ini');

    const remove = within(claimCards()[0]!).getByRole('button', { name: 'Hapus klaim Giveaway Akhir Tahun' });
    fireEvent.click(remove);
    const dialog = screen.getByTestId('remove-claim-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    // "Kembali" first: a stray Enter does not delete.
    expect(document.activeElement?.textContent).toBe('Kembali');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByTestId('remove-claim-dialog')).toBeNull());
    expect(world.api.asked.some((asked) => asked.startsWith('removeClaim'))).toBe(false);

    fireEvent.click(remove);
    fireEvent.click(within(screen.getByTestId('remove-claim-dialog')).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(claimCards()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('remove-claim-dialog')).toBeNull());
    expect(screen.getByText('Klaim giveaway berhasil dihapus').getAttribute('role')).toBe('status');
    // The deleted claim's button is gone: focus goes to the list it left.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Klaim Saya' })));
    expect(within(eventCard(2)).getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' })).toBeTruthy();
    expect(world.api.asked).toContain('removeClaim 7');
  });

  it('keeps the dialog open with the server\'s message when a deletion is refused', async () => {
    const waiting = aGiveawayClaim({ id: 7 });
    const world = giveawaysWorld({ events: [running], claims: [waiting] });
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    await waitFor(() => expect(claimCards()).toHaveLength(1));
    // Verified meanwhile by the store.
    world.api.claimList = [{ ...waiting, status: 'processing' }];
    fireEvent.click(within(claimCards()[0]!).getByRole('button', { name: /Hapus klaim/ }));
    const dialog = screen.getByTestId('remove-claim-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hapus' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Klaim yang sudah diproses tidak dapat dihapus');
    expect(claimCards()).toHaveLength(1);
  });

  it('pages the claims, 10 a page, the page in the address', async () => {
    const claims = Array.from({ length: 12 }, (_, index) => aGiveawayClaim({ id: index + 1, createdAt: NOW - index * DAY }));
    renderAt('/profile/event?page=2', <EventsPage params={{}} />, giveawaysWorld({ events: [running], claims }));
    await waitFor(() => expect(claimCards()).toHaveLength(2));
    expect(claimCards().map((card) => card.getAttribute('data-claim'))).toEqual(['11', '12']);
    const pager = screen.getByRole('navigation', { name: 'Halaman klaim' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Halaman 1' }).getAttribute('href')).toBe('/profile/event');
  });

  it('says when there are no events and no claims', async () => {
    renderAt('/profile/event', <EventsPage params={{}} />, giveawaysWorld({ events: [], claims: [] }));
    expect((await screen.findByTestId('events-empty')).textContent).toContain('Belum ada event');
    expect((await screen.findByTestId('claims-empty')).textContent).toContain('Belum ada klaim');
  });

  it('explains a failure in Indonesian and recovers with "Coba Lagi"', async () => {
    const world = giveawaysWorld({ events: [running], claims: [shipped] });
    world.api.failWith = new StoreFailure('network', 'POST more/event/index', 'offline');
    renderAt('/profile/event', <EventsPage params={{}} />, world);
    const events = await screen.findByTestId('events-failed');
    expect(events.textContent).toContain('Event belum dapat ditampilkan.');
    expect(events.textContent).toContain('Koneksi ke server terputus');
    expect((await screen.findByTestId('claims-failed')).textContent).toContain('Klaim belum dapat ditampilkan.');
    world.api.failWith = null;
    fireEvent.click(within(events).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findAllByTestId('event-card');
    fireEvent.click(within(screen.getByTestId('claims-failed')).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(claimCards()).toHaveLength(1));
  });
});
