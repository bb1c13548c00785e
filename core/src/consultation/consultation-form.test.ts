import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import {
  CONSULTATION_NOTE_MAX_LENGTH,
  type ConsultationChoices,
  type ConsultationDraft,
  consultationFormErrors,
  consultationFormMessages as m,
  consultationNoteCounter,
  consultationRefusal,
  consultationRequestOf,
  consultationTextErrors,
  emptyConsultationDraft,
  firstConsultationError,
  locationOfCity,
} from './consultation-form';

const choices: ConsultationChoices = {
  propertyTypes: [
    { id: 1, name: 'Rumah' },
    { id: 2, name: 'Apartemen' },
  ],
  locations: [
    { id: 1, name: 'Surabaya', cityId: '3578' },
    { id: 2, name: 'Gresik', cityId: '3525' },
    { id: 3, name: 'Sidoarjo', cityId: '3515' },
  ],
};

const filled: ConsultationDraft = {
  name: 'Sinta Wulandari',
  phone: '0812-3456-7890',
  email: '',
  propertyTypeId: '1',
  locationId: '2',
  note: 'Rumah dua lantai, ingin ruang keluarga bergaya japandi.',
};

describe('the consultation form\'s rules (issue 22 point 5: "a form with validation beside the fields")', () => {
  it('asks for a name, a mobile number, the property type and the location; email and note may stay empty', () => {
    expect(consultationFormErrors(emptyConsultationDraft, choices)).toEqual({
      name: m.nameRequired,
      phone: m.phoneRequired,
      propertyTypeId: m.propertyTypeRequired,
      locationId: m.locationRequired,
    });
    expect(consultationFormErrors(filled, choices)).toEqual({});
  });

  it('lists the mistakes in the screen\'s order, so the first takes focus', () => {
    const errors = consultationFormErrors({ ...emptyConsultationDraft, note: 'x'.repeat(CONSULTATION_NOTE_MAX_LENGTH + 1), email: 'sinta@' }, choices);
    expect(Object.keys(errors)).toEqual(['name', 'phone', 'email', 'propertyTypeId', 'locationId', 'note']);
    expect(firstConsultationError(errors)).toBe('name');
    expect(firstConsultationError({ locationId: m.locationRequired, phone: m.phoneInvalid })).toBe('phone');
    expect(firstConsultationError({})).toBeNull();
  });

  it('takes only Indonesian mobile numbers, written any usual way', () => {
    for (const phone of ['081234567890', '+62 812 3456 7890', '6281234567890', '0812.3456.7890']) {
      expect(consultationFormErrors({ ...filled, phone }, choices).phone).toBeUndefined();
    }
    for (const phone of ['0317654321', '12345', '0812', 'nomor saya']) {
      expect(consultationFormErrors({ ...filled, phone }, choices).phone).toBe(m.phoneInvalid);
    }
  });

  it('checks an email only when one is given', () => {
    expect(consultationFormErrors({ ...filled, email: '   ' }, choices).email).toBeUndefined();
    expect(consultationFormErrors({ ...filled, email: 'sinta@contoh' }, choices).email).toBe(m.emailInvalid);
    expect(consultationFormErrors({ ...filled, email: 'sinta@contoh.co.id' }, choices).email).toBeUndefined();
    expect(consultationFormErrors({ ...filled, email: `${'a'.repeat(95)}@contoh.com` }, choices).email).toBe(m.emailTooLong);
  });

  it('takes a property type and a location only from the store\'s lists', () => {
    expect(consultationFormErrors({ ...filled, propertyTypeId: '9' }, choices).propertyTypeId).toBe(m.propertyTypeRequired);
    expect(consultationFormErrors({ ...filled, locationId: '1.5' }, choices).locationId).toBe(m.locationRequired);
    expect(consultationFormErrors(filled, { propertyTypes: [], locations: [] })).toEqual({ propertyTypeId: m.propertyTypeRequired, locationId: m.locationRequired });
  });

  it('lets a guest go on with the text fields alone (the lists come after login)', () => {
    const { propertyTypeId: _p, locationId: _l, ...text } = filled;
    expect(consultationTextErrors({ ...text, propertyTypeId: '', locationId: '' })).toEqual({});
    expect(consultationTextErrors({ ...filled, name: ' Si ' })).toEqual({ name: m.nameTooShort });
  });

  it('counts the note as the server does, spaces around it not counted', () => {
    expect(consultationNoteCounter('  Halo  ')).toBe('4/1000');
    expect(consultationFormErrors({ ...filled, note: ` ${'a'.repeat(CONSULTATION_NOTE_MAX_LENGTH)} ` }, choices).note).toBeUndefined();
  });

  it('sends the number compact, the email as null when empty and the ids as numbers', () => {
    expect(consultationRequestOf({ ...filled, name: '  Sinta   Wulandari ', email: ' ' })).toEqual({
      name: 'Sinta Wulandari',
      phone: '081234567890',
      email: null,
      propertyTypeId: 1,
      locationId: 2,
      note: filled.note,
    });
  });

  it('PROPERTY: every draft the form lets through is one the server takes (`POST more/project`: name 3–100, phone ^(\\+?62|0)8\\d{7,12}$, email ≤ 100, note ≤ 1000)', () => {
    const serverPhone = /^(?:\+?62|0)8\d{7,12}$/;
    const drafts = fc.record({
      name: fc.string({ maxLength: 110 }),
      phone: fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^(\+62 ?|62|0)8\d{2}[- .]?\d{3,4}[- .]?\d{2,6}$/)),
      email: fc.oneof(fc.constant(''), fc.emailAddress(), fc.string({ maxLength: 20 })),
      propertyTypeId: fc.constantFrom('', '1', '2', '3'),
      locationId: fc.constantFrom('', '1', '2', '3', '4'),
      note: fc.string({ maxLength: 1010 }),
    });
    fc.assert(
      fc.property(drafts, (draft) => {
        if (Object.keys(consultationFormErrors(draft, choices)).length > 0) return;
        const request = consultationRequestOf(draft);
        expect(request.name.length).toBeGreaterThanOrEqual(3);
        expect(request.name.length).toBeLessThanOrEqual(100);
        expect(request.phone).toMatch(serverPhone);
        expect(request.email === null || request.email.length <= 100).toBe(true);
        expect(request.note.length).toBeLessThanOrEqual(1000);
        expect(choices.propertyTypes.map((p) => p.id)).toContain(request.propertyTypeId);
        expect(choices.locations.map((l) => l.id)).toContain(request.locationId);
      }),
    );
  });

  it('PROPERTY: a name or a mobile number missing always keeps the request from being sent', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'phone'), fc.stringMatching(/^\s*$/), (field, blank) => {
        expect(consultationFormErrors({ ...filled, [field]: blank }, choices)[field]).toBeDefined();
      }),
    );
  });

  it('finds the location of a city page by its name, or none', () => {
    expect(locationOfCity('gresik', choices.locations)?.id).toBe(2);
    expect(locationOfCity('sidoarjo', choices.locations.slice(0, 2))).toBeNull();
  });

  it('puts the server\'s reasons beside the fields it names (property_id beside the property type)', () => {
    const failure = new StoreFailure('rejected', 'POST more/project', '422', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { propertyId: ['Jenis properti tidak ditemukan'], locationId: ['Lokasi tidak ditemukan'] },
    });
    expect(consultationRefusal(failure)).toEqual({
      fieldErrors: { propertyTypeId: 'Jenis properti tidak ditemukan', locationId: 'Lokasi tidak ditemukan' },
      message: 'Data yang dikirim tidak valid',
    });
    const offline = consultationRefusal(new StoreFailure('network', 'POST more/project', 'fetch failed'));
    expect(offline).toEqual({ fieldErrors: {}, message: 'Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.' });
  });
});
