import { AuthStore, ConsultationRequestForm, InMemorySessionStore, RecordingNavigation, StoreFailure, consultationFormMessages as m, emptyConsultationDraft } from '@more/core';
import { InMemoryConsultationApi, InMemoryConsultationDraftStore, aUser } from '@more/core/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../shared/services';
import { testServices } from '../../../shared/services.fixture';
import { ConsultationRequest } from './ConsultationRequest';

const propertyTypes = [
  { id: 1, name: 'Rumah' },
  { id: 2, name: 'Apartemen' },
  { id: 3, name: 'Ruko' },
];
const locations = [
  { id: 1, name: 'Surabaya', cityId: '3578' },
  { id: 2, name: 'Gresik', cityId: '3525' },
  { id: 3, name: 'Sidoarjo', cityId: '3515' },
];

/** Core's real form on core's fakes, wired as consultation.module wires it; a customer unless `guest`. */
const world = (options: { readonly guest?: boolean; readonly kept?: InMemoryConsultationDraftStore } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.guest ? null : { token: 'token-0', user: aUser() }));
  const api = new InMemoryConsultationApi([], propertyTypes, locations, () => Date.UTC(2026, 10, 21, 3, 5));
  const drafts = options.kept ?? new InMemoryConsultationDraftStore();
  const navigation = new RecordingNavigation();
  const form = new ConsultationRequestForm(api, drafts, navigation);
  const services = testServices([
    [AuthStore, auth],
    [ConsultationRequestForm, form],
  ]);
  return { auth, api, drafts, navigation, form, services };
};

const renderSection = (w: ReturnType<typeof world>, address = '/desain-interior', city?: 'gresik') => {
  const location = memoryLocation({ path: address });
  return render(
    <ServicesProvider services={w.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ConsultationRequest {...(city ? { city } : {})} />
      </Router>
    </ServicesProvider>,
  );
};

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const send = (name = 'Kirim Permintaan') => fireEvent.click(screen.getByRole('button', { name }));

describe('the consultation request (issue 22 point 5; document 2 §7 "Consultation": POST more/project, GET more/project/data/property, .../location)', () => {
  it('is the section helper pages link to: #konsultasi, labelled by its heading', () => {
    renderSection(world({ guest: true }));
    const section = screen.getByRole('region', { name: 'Konsultasi Desain Interior' });
    expect(section.id).toBe('konsultasi');
  });

  it('a guest fills in the text fields, is told the lists come after login, and is sent to log in with the draft kept', async () => {
    const w = world({ guest: true });
    renderSection(w, '/desain-interior/gresik', 'gresik');
    expect(screen.getByTestId('consultation-login-note').textContent).toContain('setelah Anda masuk');
    expect(screen.queryByRole('radio')).toBeNull();
    type('Nama lengkap', 'Sinta Wulandari');
    type('Nomor WhatsApp', '0812 3456 7890');
    type('Ceritakan kebutuhan Anda (opsional)', 'Rumah dua lantai, gaya japandi');
    expect(screen.getByText('30/1000')).toBeTruthy();
    send('Masuk untuk Mengirim Permintaan');
    await waitFor(() => expect(w.navigation.last).toBe('/login?redirect=%2Fdesain-interior%2Fgresik%23konsultasi'));
    expect(w.drafts.kept?.draft).toMatchObject({ name: 'Sinta Wulandari', phone: '0812 3456 7890', note: 'Rumah dua lantai, gaya japandi' });
    expect(w.api.calls, '"more/" needs login: a guest asks nothing').toEqual([]);
  });

  it('a guest\'s mistakes stand beside the fields, focus on the first, and nobody is sent away', async () => {
    const w = world({ guest: true });
    renderSection(w);
    type('Nomor WhatsApp', '031 765 4321');
    type('Email (opsional)', 'sinta@');
    send('Masuk untuk Mengirim Permintaan');
    await waitFor(() => expect(document.activeElement).toBe(field('Nama lengkap')));
    expect(field('Nama lengkap').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nama lengkap').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field('Nama lengkap').getAttribute('aria-describedby')!)?.textContent).toBe(m.nameRequired);
    expect(screen.getByText(m.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(m.emailInvalid)).toBeTruthy();
    expect(w.navigation.visits).toEqual([]);
    type('Nama lengkap', 'Sinta');
    expect(screen.queryByText(m.nameRequired), 'the message goes once the shopper corrects the field').toBeNull();
  });

  it('comes back from login with the typed text (restored after hydration), the lists loading then ready, the city page\'s location chosen', async () => {
    const kept = new InMemoryConsultationDraftStore({ draft: { ...emptyConsultationDraft, name: 'Sinta Wulandari', phone: '081234567890', note: 'Ruko di Kebomas' }, receipt: null });
    const w = world({ kept });
    let resolveTypes: (value: typeof propertyTypes) => void = () => undefined;
    w.api.propertyTypes = () => new Promise((resolve) => (resolveTypes = resolve));
    renderSection(w, '/desain-interior/gresik', 'gresik');
    expect(field('Nama lengkap').value).toBe('Sinta Wulandari');
    expect(field('Ceritakan kebutuhan Anda (opsional)').value).toBe('Ruko di Kebomas');
    expect(await screen.findByTestId('consultation-choices-loading')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Memuat pilihan jenis properti dan lokasi' })).toBeTruthy();
    await act(() => {
      resolveTypes(propertyTypes);
      return Promise.resolve();
    });
    const location = within(screen.getByRole('group', { name: 'Lokasi properti' }));
    expect(location.getByRole<HTMLInputElement>('radio', { name: 'Gresik' }).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Jenis properti' }).textContent).toBe('Jenis propertiRumahApartemenRuko');
  });

  it('shows a failure of the lists with "Coba Lagi", which loads them again', async () => {
    const w = world();
    w.api.failing.propertyTypes = new StoreFailure('server', 'GET more/project/data/property', '500');
    renderSection(w);
    const failure = await screen.findByTestId('consultation-choices-failed');
    expect(failure.textContent).toContain('Pilihan jenis properti dan lokasi belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Server kami sedang mengalami gangguan');
    delete w.api.failing.propertyTypes;
    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('group', { name: 'Jenis properti' })).toBeTruthy();
  });

  it('a customer must choose a property type and a location: the messages beside them, focus on the first', async () => {
    const w = world();
    renderSection(w);
    await screen.findByRole('group', { name: 'Jenis properti' });
    expect(field('Nama lengkap').value, 'the account\'s name and email fill the empty fields').toBe('Sinta Pembeli');
    expect(field('Email (opsional)').value).toBe('pembeli@more.test');
    type('Nama lengkap', 'Sinta Wulandari');
    type('Nomor WhatsApp', '081234567890');
    send();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Rumah' })));
    const group = screen.getByRole('group', { name: 'Jenis properti' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(m.propertyTypeRequired);
    expect(screen.getByText(m.locationRequired)).toBeTruthy();
    expect(w.api.requests).toEqual([]);
  });

  it('sends once (the button locked while sending), then shows the confirmation with the code, the date and what happens next, focused', async () => {
    const w = world();
    let answer: () => void = () => undefined;
    const request = w.api.request.bind(w.api);
    w.api.request = (body) => new Promise((resolve) => (answer = () => resolve(request(body))));
    renderSection(w);
    await screen.findByRole('group', { name: 'Jenis properti' });
    type('Nama lengkap', 'Sinta Wulandari');
    type('Nomor WhatsApp', '0812-3456-7890');
    type('Email (opsional)', 'sinta@contoh.co.id');
    fireEvent.click(screen.getByRole('radio', { name: 'Apartemen' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sidoarjo' }));
    const button = screen.getByRole('button', { name: 'Kirim Permintaan' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mohon menunggu..' }).hasAttribute('disabled')).toBe(true));
    expect(field('Nama lengkap').readOnly).toBe(true);
    await act(() => {
      answer();
      return Promise.resolve();
    });
    const sent = await screen.findByTestId('consultation-sent');
    expect(sent.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(within(sent).getByTestId('consultation-code').textContent).toBe('KONS-0001');
    expect(sent.textContent).toContain('21 November 2026 10:05 WIB');
    expect(sent.textContent).toContain('lewat WhatsApp di nomor 0812-3456-7890 dalam 1x24 jam pada hari kerja');
    expect(sent.textContent).toContain('survei ke lokasi');
    expect(sent.textContent, 'no price is promised').not.toMatch(/Rp/);
    expect(w.api.requests).toHaveLength(1);
    expect(w.api.requests[0]).toMatchObject({ name: 'Sinta Wulandari', phone: '081234567890', email: 'sinta@contoh.co.id', propertyTypeId: 2, locationId: 3, note: '' });
    expect(screen.queryByTestId('consultation-form')).toBeNull();
  });

  it('after a reload shows the confirmation kept in the tab and sends nothing; "Kirim Permintaan Lain" opens the form with the contact details', async () => {
    const kept = new InMemoryConsultationDraftStore({
      draft: { ...emptyConsultationDraft, name: 'Sinta Wulandari', phone: '081234567890' },
      receipt: { id: 9, code: 'KONS-20261121-0009', status: 'waiting', createdAt: Date.UTC(2026, 10, 21, 3, 5) },
    });
    const w = world({ kept });
    renderSection(w);
    const sent = await screen.findByTestId('consultation-sent');
    expect(document.activeElement, 'a reload does not steal focus').not.toBe(sent);
    expect(sent.textContent).toContain('KONS-20261121-0009');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Permintaan Lain' }));
    expect(field('Nama lengkap').value).toBe('Sinta Wulandari');
    expect(field('Ceritakan kebutuhan Anda (opsional)').value).toBe('');
    expect(w.api.requests).toEqual([]);
  });

  it('shows a refusal beside the fields it names and the server\'s message above, the typed text kept', async () => {
    const w = world();
    w.api.failing.request = new StoreFailure('rejected', 'POST more/project', '422', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { locationId: ['Lokasi tidak ditemukan'] },
    });
    renderSection(w);
    await screen.findByRole('group', { name: 'Jenis properti' });
    type('Nama lengkap', 'Sinta Wulandari');
    type('Nomor WhatsApp', '081234567890');
    type('Ceritakan kebutuhan Anda (opsional)', 'Kantor 80 m2');
    fireEvent.click(screen.getByRole('radio', { name: 'Rumah' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Surabaya' }));
    send();
    expect(await screen.findByText('Lokasi tidak ditemukan')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Data yang dikirim tidak valid');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Surabaya' })));
    expect(field('Ceritakan kebutuhan Anda (opsional)').value).toBe('Kantor 80 m2');
    expect(screen.getByRole('button', { name: 'Kirim Permintaan' }).hasAttribute('disabled')).toBe(false);
  });

  it('a dropped connection is said above the form, focus on it', async () => {
    const w = world();
    w.api.failing.request = new StoreFailure('network', 'POST more/project', 'fetch failed');
    renderSection(w);
    await screen.findByRole('group', { name: 'Jenis properti' });
    type('Nama lengkap', 'Sinta Wulandari');
    type('Nomor WhatsApp', '081234567890');
    fireEvent.click(screen.getByRole('radio', { name: 'Rumah' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Surabaya' }));
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Koneksi ke server terputus');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('forgets everything at logout: the form empties and the tab\'s draft is gone', () => {
    const w = world();
    renderSection(w);
    type('Nama lengkap', 'Sinta Wulandari');
    expect(w.drafts.kept).not.toBeNull();
    act(() => w.form.clearOnLogout());
    expect(field('Nama lengkap').value).toBe('');
    expect(w.drafts.kept).toBeNull();
  });
});
