import { StoreFailure } from '@more/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShipmentPage, shipmentWorld, signedInOwner } from '../shipment.fixture';

const customerCard = () => screen.getByTestId('shipment-customer');

describe('/omnitracking/{sn}: a shipment by its number (document 1 §2)', () => {
  it('shows its status, general information, steps, the courier\'s scans and items, the customer masked for a guest', async () => {
    renderShipmentPage('/omnitracking/JNE0042115112026', shipmentWorld());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Lacak Pengiriman']);
    expect(screen.getByTestId('shipment-loading')).toBeTruthy();
    await screen.findByTestId('shipment-details');
    expect(screen.getByRole('heading', { name: 'Dalam perjalanan' })).toBeTruthy();
    const general = screen.getByRole('region', { name: 'Informasi Pengiriman' });
    expect(within(general).getByText('JNE REG')).toBeTruthy();
    expect(within(general).getAllByText('MORE-20261115-0042')).toHaveLength(2);
    expect(within(general).getByText('16 November 2026 09:00')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Tahap pesanan' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Pesanan dibuat15 November 2026 10:00',
      'Pesanan diterima (saat ini)',
    ]);
    expect(within(screen.getByRole('list', { name: 'Riwayat kurir, terbaru di atas' })).getByText('Paket diterima kurir')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Barang (1)' })).getByText('Sofa Aruna 3 Seater')).toBeTruthy();
    // "the customer masked (first name, city)": never the surname, the street or the phone.
    expect(customerCard().dataset.disclosure).toBe('masked');
    expect(customerCard().textContent).toContain('Sinta');
    expect(customerCard().textContent).toContain('KOTA SURABAYA');
    expect(document.body.textContent).not.toMatch(/Wulandari|Airlangga|0812/);
    expect(within(customerCard()).getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?redirect=%2Fomnitracking%2FJNE0042115112026');
  });

  it('shows the logged-in owner the customer in full once the page knows them, without a reload', async () => {
    const world = shipmentWorld({ signedIn: signedInOwner });
    // As the server rendered it: it knows no shopper, so the customer is masked.
    await world.tracking.open('MORE-20261115-0042');
    world.desk.ownedOrders = ['MORE-20261115-0042'];
    renderShipmentPage('/omnitracking/MORE-20261115-0042', world);
    expect(customerCard().dataset.disclosure).toBe('masked');
    await waitFor(() => expect(customerCard().dataset.disclosure).toBe('full'));
    expect(customerCard().textContent).toContain('Sinta Wulandari');
    expect(customerCard().textContent).toContain('Jl. Airlangga No. 27, Gubeng');
    expect(world.desk.asked).toEqual(['track MORE-20261115-0042', 'track MORE-20261115-0042']);
  });

  it('keeps a logged-in stranger\'s view masked', async () => {
    const world = shipmentWorld({ signedIn: signedInOwner });
    renderShipmentPage('/omnitracking/MORE-20261115-0042', world);
    await screen.findByTestId('shipment-details');
    await waitFor(() => expect(world.desk.asked).toHaveLength(2));
    expect(customerCard().dataset.disclosure).toBe('masked');
    expect(document.body.textContent).not.toContain('Wulandari');
  });

  it('says a tracking failure as the service says it, or "Failed to get tracking data", and "Coba Lagi" asks again (document 2 §8)', async () => {
    const world = shipmentWorld();
    world.desk.trackingFailure = new StoreFailure('server', 'x', 'Layanan pengiriman sedang gangguan', { status: 502, serverMessage: 'Layanan pengiriman sedang gangguan' });
    renderShipmentPage('/omnitracking/MORE-20261115-0042', world);
    const failed = await screen.findByTestId('shipment-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('Layanan pengiriman sedang gangguan');
    world.desk.trackingFailure = new StoreFailure('invalid-response', 'x', 'shape');
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.getByTestId('shipment-failed').textContent).toContain('Failed to get tracking data'));
    world.desk.trackingFailure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByTestId('shipment-details');
  });

  it('says an unknown number is not found, in Indonesian, and offers the lookup', async () => {
    renderShipmentPage('/omnitracking/MORE-20200101-0001', shipmentWorld());
    const notFound = await screen.findByTestId('shipment-not-found');
    expect(notFound.textContent).toContain('Pengiriman tidak ditemukan');
    expect(notFound.textContent).toContain('Tidak ada pengiriman dengan nomor MORE-20200101-0001');
    expect(screen.getByTestId('shipment-lookup')).toBeTruthy();
  });

  it('does not ask for an address that cannot be a number', () => {
    const world = shipmentWorld();
    renderShipmentPage(`/omnitracking/${encodeURIComponent('<b>x</b>')}`, world);
    expect(screen.getByTestId('shipment-not-found')).toBeTruthy();
    expect(world.desk.asked).toEqual([]);
  });
});

describe('/omnitracking: the lookup by order number and phone', () => {
  const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Lacak Pesanan' }));

  it('names each mistake beside its field, in Indonesian, and focuses the first', async () => {
    const world = shipmentWorld();
    renderShipmentPage('/omnitracking', world);
    type('Nomor HP', '12');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Nomor Pesanan')));
    expect(field('Nomor Pesanan').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('Nomor Pesanan').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('Nomor pesanan wajib diisi');
    expect(screen.getByText('Nomor HP tidak valid, contoh: 081234567890')).toBeTruthy();
    expect(world.desk.asked).toEqual([]);
  });

  it('a phone that is not the order\'s: "Failed to get customer data", what was typed kept', async () => {
    const world = shipmentWorld();
    renderShipmentPage('/omnitracking', world);
    type('Nomor Pesanan', 'MORE-20261115-0042');
    type('Nomor HP', '0811 1111 1111');
    submit();
    expect((await screen.findByTestId('shipment-lookup-failed')).textContent).toBe('Failed to get customer data');
    expect(field('Nomor Pesanan').value).toBe('MORE-20261115-0042');
    expect(field('Nomor HP').value).toBe('0811 1111 1111');
  });

  it('found: sends once, goes to the shipment\'s address and shows its customer in full', async () => {
    const world = shipmentWorld();
    const view = renderShipmentPage('/omnitracking', world);
    type('Nomor Pesanan', 'more-20261115-0042');
    type('Nomor HP', '+62 812-3456-7890');
    const button = screen.getByRole('button', { name: 'Lacak Pesanan' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByTestId('shipment-details');
    expect(view.path()).toBe('/omnitracking/MORE-20261115-0042');
    expect(world.desk.asked).toEqual(['lookup MORE-20261115-0042 081234567890']);
    expect(customerCard().dataset.disclosure).toBe('full');
    expect(customerCard().textContent).toContain('Jl. Airlangga No. 27, Gubeng');
  });
});
