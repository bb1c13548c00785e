import { describe, expect, it } from 'vitest';
import { RecordingNavigation } from '../shared/navigation';
import { StoreFailure } from '../shared/failure';
import { InMemoryConsultationApi } from './consultation-api.fake';
import { InMemoryConsultationDraftStore } from './consultation-draft.fake';
import { consultationFormMessages as m, emptyConsultationDraft } from './consultation-form';
import { ConsultationRequestForm } from './consultation-request-form';

const propertyTypes = [
  { id: 1, name: 'Rumah' },
  { id: 2, name: 'Apartemen' },
];
const locations = [
  { id: 1, name: 'Surabaya', cityId: '3578' },
  { id: 2, name: 'Gresik', cityId: '3525' },
];

const setUp = (kept: InMemoryConsultationDraftStore = new InMemoryConsultationDraftStore()) => {
  const api = new InMemoryConsultationApi([], propertyTypes, locations);
  const navigation = new RecordingNavigation();
  const form = new ConsultationRequestForm(api, kept, navigation);
  return { api, navigation, kept, form };
};

/** Lets the fake's promises answer (no timers in core: it has no DOM or Node types). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
};

const typeContact = (form: ConsultationRequestForm) => {
  form.edit('name', 'Sinta Wulandari');
  form.edit('phone', '0812 3456 7890');
  form.edit('note', 'Apartemen studio, ingin dapur kecil yang rapi.');
};

const customer = { loggedIn: true, returnPath: '/desain-interior#konsultasi' };
const guest = { loggedIn: false, returnPath: '/desain-interior/gresik#konsultasi' };

describe('ConsultationRequestForm, a guest (issue 22 point 5: "a guest who starts it is sent to login and comes back to the form with what was typed")', () => {
  it('keeps every keystroke in the tab, and sends a guest with a valid text to log in, returning to the section', async () => {
    const { form, kept, navigation, api } = setUp();
    typeContact(form);
    expect(kept.kept?.draft).toMatchObject({ name: 'Sinta Wulandari', phone: '0812 3456 7890' });
    const outcome = await form.submit(guest);
    expect(outcome).toEqual({ kind: 'login', path: '/login?redirect=%2Fdesain-interior%2Fgresik%23konsultasi' });
    expect(navigation.last).toBe('/login?redirect=%2Fdesain-interior%2Fgresik%23konsultasi');
    expect(api.calls).toEqual([]);
  });

  it('shows a guest\'s mistakes in the text fields before sending them away, and does not ask for the lists', async () => {
    const { form, navigation } = setUp();
    form.edit('phone', '0317654321');
    expect(await form.submit(guest)).toEqual({ kind: 'invalid', field: 'name' });
    expect(form.current.errors).toEqual({ name: m.nameRequired, phone: m.phoneInvalid });
    expect(navigation.visits).toEqual([]);
  });

  it('comes back to what was typed after login (a new page load reads the tab once, after hydration)', () => {
    const { form: before, kept } = setUp();
    typeContact(before);
    const { form: after } = setUp(kept);
    expect(after.current.draft).toEqual(emptyConsultationDraft);
    after.restore();
    expect(after.current.draft).toMatchObject({ name: 'Sinta Wulandari', phone: '0812 3456 7890', note: 'Apartemen studio, ingin dapur kecil yang rapi.' });
    after.edit('name', 'Sinta W.');
    after.restore();
    expect(after.current.draft.name).toBe('Sinta W.');
  });
});

describe('ConsultationRequestForm, a customer', () => {
  it('loads both lists once (loading, then ready) and preselects the city page\'s location', async () => {
    const { form, api } = setUp();
    form.loadChoices('gresik');
    expect(form.current.choices.status).toBe('loading');
    form.loadChoices('gresik');
    await settle();
    expect(form.current.choices).toEqual({ status: 'ready', value: { propertyTypes, locations } });
    expect(form.current.draft.locationId).toBe('2');
    expect(api.calls.map((c) => c.call)).toEqual(['propertyTypes', 'locations']);
  });

  it('keeps a location the shopper chose over the city page\'s, and chooses none for a city the store does not list', async () => {
    const chosen = setUp();
    chosen.form.edit('locationId', '1');
    chosen.form.loadChoices('gresik');
    await settle();
    expect(chosen.form.current.draft.locationId).toBe('1');
    const unlisted = setUp();
    unlisted.form.loadChoices('sidoarjo');
    await settle();
    expect(unlisted.form.current.draft.locationId).toBe('');
  });

  it('shows a failure of the lists, and loads them again on retry', async () => {
    const { form, api } = setUp();
    api.failing.locations = new StoreFailure('server', 'GET more/project/data/location', '500');
    form.loadChoices();
    await settle();
    expect(form.current.choices).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    delete api.failing.locations;
    form.loadChoices();
    await settle();
    expect(form.current.choices.status).toBe('ready');
  });

  it('fills the name and email from the account only where the shopper typed nothing', () => {
    const { form } = setUp();
    form.edit('name', 'Sinta W.');
    form.prefill({ name: 'Sinta Wulandari', email: 'pembeli@more.test' });
    expect(form.current.draft).toMatchObject({ name: 'Sinta W.', email: 'pembeli@more.test' });
    form.edit('email', '');
    form.prefill({ name: 'Sinta Wulandari', email: 'pembeli@more.test' });
    expect(form.current.draft.email).toBe('pembeli@more.test');
  });

  it('refuses to send without a property type and a location, the first mistake named for focus', async () => {
    const { form, api } = setUp();
    form.loadChoices();
    await settle();
    typeContact(form);
    expect(await form.submit(customer)).toEqual({ kind: 'invalid', field: 'propertyTypeId' });
    expect(form.current.errors).toEqual({ propertyTypeId: m.propertyTypeRequired, locationId: m.locationRequired });
    form.edit('propertyTypeId', '2');
    expect(form.current.errors).toEqual({ locationId: m.locationRequired });
    expect(api.requests).toEqual([]);
  });

  it('sends once: a second submit while the first is on its way, or after it, sends nothing', async () => {
    const { form, api, kept } = setUp();
    form.loadChoices('surabaya');
    await settle();
    typeContact(form);
    form.edit('propertyTypeId', '2');
    const first = form.submit(customer);
    expect(form.current.sending).toBe(true);
    expect(await form.submit(customer)).toEqual({ kind: 'busy' });
    const outcome = await first;
    expect(outcome).toMatchObject({ kind: 'sent', receipt: { code: 'KONS-0001' } });
    expect(await form.submit(customer)).toEqual({ kind: 'busy' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ name: 'Sinta Wulandari', phone: '081234567890', email: null, propertyTypeId: 2, locationId: 1 });
    expect(form.current).toMatchObject({ sending: false, receipt: { code: 'KONS-0001' } });
    // A reload shows the receipt, and the next form starts with the contact details only.
    expect(kept.kept).toMatchObject({ receipt: { code: 'KONS-0001' }, draft: { name: 'Sinta Wulandari', note: '', propertyTypeId: '', locationId: '' } });
  });

  it('starts another request from the confirmation with the contact details kept', () => {
    const { form, api } = setUp(new InMemoryConsultationDraftStore({ draft: { ...emptyConsultationDraft, name: 'Sinta' }, receipt: { id: 4, code: 'KONS-0004', status: 'waiting', createdAt: 0 } }));
    form.restore();
    form.edit('note', 'ignored');
    expect(form.current.draft.note).toBe('');
    form.startAnother();
    expect(form.current.receipt).toBeNull();
    expect(form.current.draft.name).toBe('Sinta');
    expect(api.calls).toEqual([]);
  });

  it('shows a refusal beside the fields it names, the typed text kept, and may be sent again', async () => {
    const { form, api } = setUp();
    form.loadChoices();
    await settle();
    typeContact(form);
    form.edit('propertyTypeId', '1');
    form.edit('locationId', '2');
    api.failing.request = new StoreFailure('rejected', 'POST more/project', '422', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { phone: ['Nomor HP tidak aktif'] },
    });
    expect(await form.submit(customer)).toEqual({ kind: 'refused', field: 'phone' });
    expect(form.current).toMatchObject({ sending: false, receipt: null, errors: { phone: 'Nomor HP tidak aktif' }, alert: 'Data yang dikirim tidak valid' });
    expect(form.current.draft.note).toBe('Apartemen studio, ingin dapur kecil yang rapi.');
    api.failing.request = new StoreFailure('network', 'POST more/project', 'fetch failed');
    expect(await form.submit(customer)).toEqual({ kind: 'refused', field: null });
    expect(form.current.alert).toMatch(/Koneksi ke server terputus/);
    delete api.failing.request;
    expect(await form.submit(customer)).toMatchObject({ kind: 'sent' });
  });

  it('goes on when the tab refuses to keep the draft', () => {
    const store = new InMemoryConsultationDraftStore();
    store.refusing = true;
    const { form } = setUp(store);
    typeContact(form);
    expect(form.current.draft.name).toBe('Sinta Wulandari');
  });

  it('forgets the draft, the receipt and the lists at logout', async () => {
    const { form, kept } = setUp();
    form.loadChoices();
    await settle();
    typeContact(form);
    form.clearOnLogout();
    expect(kept.kept).toBeNull();
    expect(form.current).toMatchObject({ draft: emptyConsultationDraft, choices: { status: 'idle' }, receipt: null });
  });
});
