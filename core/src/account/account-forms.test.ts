import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountFormMessages as m,
  hasFieldErrors,
  serverFieldErrors,
  validateLogin,
  validateNewPassword,
  validateRegistration,
  validateResetRequest,
} from './account-forms';
import { InMemoryAccountPasswordApi } from './fakes';

/*
 * Arbitraries of valid values, and of values that break exactly one rule.
 */
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const validEmail = fc.tuple(word, word, fc.constantFrom('com', 'co.id', 'test')).map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const validPhone = fc
  .tuple(fc.constantFrom('0', '+62', '62', '+62 '), fc.stringMatching(/^8\d{8,12}$/))
  .map(([prefix, subscriber]) => `${prefix}${subscriber}`);
const validName = fc.string({ minLength: 1, maxLength: NAME_MAX_LENGTH }).filter((name) => name.trim() !== '');
const validPassword = fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: 40 }).filter((password) => password.trim() !== '');
const blank = fc.constantFrom('', ' ', '   ', '\t');
const badEmail = fc.constantFrom('sinta', 'sinta@', '@more.test', 'sinta@more', 'sinta pembeli@more.test', 'sinta@@more.test', 'sinta@more..test');
const badPhone = fc.constantFrom('12345', '0812', '0317654321', '+1 415 555 0100', '08123456789012345', 'nomor saya');
const shortPassword = fc.string({ minLength: 1, maxLength: PASSWORD_MIN_LENGTH - 1 }).filter((password) => password.trim() !== '');

const registration = fc.record({ name: validName, email: validEmail, phone: validPhone, password: validPassword }).map((form) => ({
  ...form,
  passwordConfirmation: form.password,
}));

describe('account forms (document 1 §5: "Form field messages are not shown": these are the store\'s own)', () => {
  describe('login', () => {
    it('PROPERTY: any email-shaped address with any password passes', () => {
      fc.assert(
        fc.property(validEmail, fc.string({ minLength: 1 }).filter((p) => p.trim() !== ''), (email, password) => {
          expect(validateLogin({ email, password })).toEqual({});
        }),
      );
    });

    it('names every empty or malformed field at once', () => {
      expect(validateLogin({ email: '', password: '' })).toEqual({ email: m.emailRequired, password: m.passwordRequired });
      expect(validateLogin({ email: 'sinta', password: 'x' })).toEqual({ email: m.emailInvalid });
      expect(validateLogin({ email: ' pembeli@more.test ', password: 'x' })).toEqual({});
    });
  });

  describe('registration', () => {
    it('PROPERTY: any valid-shaped registration has no errors', () => {
      fc.assert(
        fc.property(registration, (form) => {
          expect(validateRegistration(form)).toEqual({});
        }),
      );
    });

    it('PROPERTY: each broken rule gives exactly its field\'s message', () => {
      const cases = [
        fc.record({ value: blank, field: fc.constant('name' as const), message: fc.constant(m.nameRequired) }),
        fc.record({
          value: fc.string({ minLength: NAME_MAX_LENGTH + 1, maxLength: 150 }).filter((n) => [...n.trim()].length > NAME_MAX_LENGTH),
          field: fc.constant('name' as const),
          message: fc.constant(m.nameTooLong),
        }),
        fc.record({ value: blank, field: fc.constant('email' as const), message: fc.constant(m.emailRequired) }),
        fc.record({ value: badEmail, field: fc.constant('email' as const), message: fc.constant(m.emailInvalid) }),
        fc.record({ value: blank, field: fc.constant('phone' as const), message: fc.constant(m.phoneRequired) }),
        fc.record({ value: badPhone, field: fc.constant('phone' as const), message: fc.constant(m.phoneInvalid) }),
      ];
      fc.assert(
        fc.property(registration, fc.oneof(...cases), (form, broken) => {
          expect(validateRegistration({ ...form, [broken.field]: broken.value })).toEqual({ [broken.field]: broken.message });
        }),
      );
    });

    it('PROPERTY: a password under 8 characters, or a confirmation that differs, is named alone', () => {
      fc.assert(
        fc.property(registration, shortPassword, (form, password) => {
          expect(validateRegistration({ ...form, password, passwordConfirmation: password })).toEqual({ password: m.passwordTooShort });
        }),
      );
      fc.assert(
        fc.property(registration, fc.string({ minLength: 1 }), (form, other) => {
          fc.pre(other !== form.password);
          expect(validateRegistration({ ...form, passwordConfirmation: other })).toEqual({ passwordConfirmation: m.confirmationDifferent });
        }),
      );
    });

    it('asks for the confirmation when it is empty, and not while the password itself is missing', () => {
      const form = { name: 'Sinta', email: 'sinta@more.test', phone: '081234567890', password: 'Rahasia123', passwordConfirmation: '' };
      expect(validateRegistration(form)).toEqual({ passwordConfirmation: m.confirmationRequired });
      expect(validateRegistration({ ...form, password: '' })).toEqual({ password: m.passwordRequired });
    });

    it('counts characters as a reader does: 8 emoji are 8 characters', () => {
      const password = '😀'.repeat(PASSWORD_MIN_LENGTH);
      expect(validateNewPassword({ password, passwordConfirmation: password })).toEqual({});
    });

    it('uses the messages of the brief', () => {
      expect(m).toMatchObject({
        emailRequired: 'Email wajib diisi',
        emailInvalid: 'Format email tidak valid',
        passwordRequired: 'Kata sandi wajib diisi',
        passwordTooShort: 'Kata sandi minimal 8 karakter',
        nameRequired: 'Nama wajib diisi',
        phoneRequired: 'Nomor HP wajib diisi',
        phoneInvalid: 'Nomor HP tidak valid, contoh: 081234567890',
        confirmationDifferent: 'Konfirmasi kata sandi tidak sama',
      });
    });
  });

  describe('password reset', () => {
    it('asks for an address to mail the link to', () => {
      expect(validateResetRequest({ email: '' })).toEqual({ email: m.emailRequired });
      expect(validateResetRequest({ email: 'x@' })).toEqual({ email: m.emailInvalid });
      fc.assert(
        fc.property(validEmail, (email) => {
          expect(validateResetRequest({ email })).toEqual({});
        }),
      );
    });

    it('PROPERTY: a new password of 8 or more, confirmed, passes; a short one is named', () => {
      fc.assert(
        fc.property(validPassword, (password) => {
          expect(validateNewPassword({ password, passwordConfirmation: password })).toEqual({});
          expect(validateNewPassword({ password, passwordConfirmation: `${password}x` })).toEqual({ passwordConfirmation: m.confirmationDifferent });
        }),
      );
      fc.assert(
        fc.property(shortPassword, (password) => {
          expect(validateNewPassword({ password, passwordConfirmation: password })).toEqual({ password: m.passwordTooShort });
        }),
      );
      expect(validateNewPassword({ password: '   ', passwordConfirmation: '' })).toEqual({ password: m.passwordRequired });
    });
  });

  it('hasFieldErrors tells whether any field has a message', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ email: undefined })).toBe(false);
    expect(hasFieldErrors({ email: m.emailRequired })).toBe(true);
  });

  describe('the server\'s reasons beside the fields', () => {
    const refusal = new StoreFailure('rejected', 'POST auth/register', 'answered 422', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { email: ['Email sudah terdaftar', 'email harus unik'], phone: ['', 'phone minimal 10'], token: ['tidak valid'] },
    });

    it('takes the first message of each field the form has, leaving the others', () => {
      expect(serverFieldErrors(refusal, ['name', 'email', 'phone'])).toEqual({ email: 'Email sudah terdaftar', phone: 'phone minimal 10' });
    });

    it('has none for a failure without field errors', () => {
      expect(serverFieldErrors(new StoreFailure('network', 'POST auth/login', 'offline'), ['email'])).toEqual({});
    });

    it('reads a refusal of the in-memory fakes like one of the adapters', async () => {
      const failure: unknown = await new InMemoryAccountPasswordApi().changePassword({ oldPassword: 'salah', newPassword: 'BaruSekali1' }).catch((e: unknown) => e);
      expect(serverFieldErrors(failure as StoreFailure, ['oldPassword', 'old_password'])).toEqual({ old_password: 'Kata sandi lama salah' });
    });
  });
});
