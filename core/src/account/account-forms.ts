import type { StoreFailure } from '../shared/failure';
import { isIndonesianMobileNumber } from '../shared/phone-number';

/*
 * The account forms' rules (login, registration, password reset), checked
 * before anything is sent so the shopper sees every mistake at once, beside
 * its field. "Form field messages are not shown" (document 1 §5): these are
 * the store's own, in Indonesian, and the server's (422) still come after.
 */

/** A message per field that is wrong; a field that is fine has none. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** How a form's call ended: done, or refused with the reason to show. */
export type FormOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: StoreFailure };

/** "At least 8 characters" (the registration port). */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;

export const accountFormMessages = {
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Kata sandi wajib diisi',
  passwordTooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`,
  confirmationRequired: 'Konfirmasi kata sandi wajib diisi',
  confirmationDifferent: 'Konfirmasi kata sandi tidak sama',
  nameRequired: 'Nama wajib diisi',
  nameTooLong: `Nama maksimal ${NAME_MAX_LENGTH} karakter`,
  phoneRequired: 'Nomor HP wajib diisi',
  phoneInvalid: 'Nomor HP tidak valid, contoh: 081234567890',
  birthDateInvalid: 'Tanggal lahir tidak valid',
  birthDateInFuture: 'Tanggal lahir tidak boleh melewati hari ini',
  genderInvalid: 'Pilih jenis kelamin',
  emailUnchanged: 'Email baru sama dengan email Anda sekarang',
  oldPasswordRequired: 'Kata sandi lama wajib diisi',
  passwordSameAsOld: 'Kata sandi baru harus berbeda dari kata sandi lama',
  codeRequired: 'Kode OTP wajib diisi',
  codeInvalid: 'Kode OTP terdiri dari 6 angka',
} as const;

const m = accountFormMessages;

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string): number => [...text].length;

/** Something before and after one '@', a dot in the domain, no spaces: the server checks the rest. */
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const emailError = (email: string): string | undefined => {
  const text = email.trim();
  if (text === '') return m.emailRequired;
  return emailShape.test(text) ? undefined : m.emailInvalid;
};

const newPasswordError = (password: string): string | undefined => {
  if (password.trim() === '') return m.passwordRequired;
  return lengthOf(password) < PASSWORD_MIN_LENGTH ? m.passwordTooShort : undefined;
};

const confirmationError = (password: string, confirmation: string): string | undefined => {
  if (confirmation === password) return undefined;
  return confirmation === '' ? m.confirmationRequired : m.confirmationDifferent;
};

const nameError = (name: string): string | undefined => {
  const text = name.trim();
  if (text === '') return m.nameRequired;
  return lengthOf(text) > NAME_MAX_LENGTH ? m.nameTooLong : undefined;
};

const phoneError = (phone: string): string | undefined => {
  if (phone.trim() === '') return m.phoneRequired;
  return isIndonesianMobileNumber(phone) ? undefined : m.phoneInvalid;
};

/** Only the fields that have a message, so `{}` means the form may be sent. */
const collect = <F extends string>(checks: Record<F, string | undefined>): FieldErrors<F> => {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
};

export const hasFieldErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some((message) => message !== undefined);

/** Login: any password is tried as typed (older accounts may have shorter ones than the rule of today). */
export const validateLogin = (form: { readonly email: string; readonly password: string }): FieldErrors<'email' | 'password'> =>
  collect({ email: emailError(form.email), password: form.password.trim() === '' ? m.passwordRequired : undefined });

export interface RegistrationForm {
  readonly name: string;
  readonly email: string;
  /** An Indonesian mobile number: 08…, +628… or 628…, 10 to 14 digits. */
  readonly phone: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const validateRegistration = (form: RegistrationForm): FieldErrors<keyof RegistrationForm> =>
  collect({
    name: nameError(form.name),
    email: emailError(form.email),
    phone: phoneError(form.phone),
    password: newPasswordError(form.password),
    passwordConfirmation: form.password.trim() === '' ? undefined : confirmationError(form.password, form.passwordConfirmation),
  });

/** "Forgot password": the address to mail the link to. */
export const validateResetRequest = (form: { readonly email: string }): FieldErrors<'email'> => collect({ email: emailError(form.email) });

/** The new password set from a reset link. */
export const validateNewPassword = (form: {
  readonly password: string;
  readonly passwordConfirmation: string;
}): FieldErrors<'password' | 'passwordConfirmation'> =>
  collect({
    password: newPasswordError(form.password),
    passwordConfirmation: form.password.trim() === '' ? undefined : confirmationError(form.password, form.passwordConfirmation),
  });

/**
 * The server's reasons (a 422's `errors`) for the fields this form has, the
 * first of each: shown beside the field like the form's own messages. Fields
 * the form does not have stay in the failure's message.
 */
export const serverFieldErrors = <F extends string>(failure: StoreFailure, fields: readonly F[]): FieldErrors<F> => {
  const byField = failure.details.fieldErrors ?? {};
  return collect(
    Object.fromEntries(fields.map((field) => [field, byField[field]?.find((message) => message.trim() !== '')])) as Record<F, string | undefined>,
  );
};

/** The account details form of /profile: birth date from a date input (`YYYY-MM-DD`, or '' when left empty). */
export interface ProfileDetailsForm {
  readonly name: string;
  readonly birthDate: string;
  /** 'male', 'female', or '' when not given. */
  readonly gender: string;
}

const birthDateError = (birthDate: string, today: string): string | undefined => {
  if (birthDate === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`))) return m.birthDateInvalid;
  // Both are `YYYY-MM-DD`, so text order is date order.
  return birthDate > today ? m.birthDateInFuture : undefined;
};

/** `today` is the shopper's date, `YYYY-MM-DD` (a birth date after it is a typo). */
export const validateProfileDetails = (form: ProfileDetailsForm, today: string): FieldErrors<keyof ProfileDetailsForm> =>
  collect({
    name: nameError(form.name),
    birthDate: birthDateError(form.birthDate, today),
    gender: form.gender === '' || form.gender === 'male' || form.gender === 'female' ? undefined : m.genderInvalid,
  });

/** A new email address for the account: well formed and not the one it has. */
export const validateEmailChange = (form: { readonly email: string }, currentEmail: string): FieldErrors<'email'> =>
  collect({
    email: emailError(form.email) ?? (form.email.trim().toLowerCase() === currentEmail.trim().toLowerCase() ? m.emailUnchanged : undefined),
  });

/** A phone number to confirm by WhatsApp. */
export const validatePhone = (form: { readonly phone: string }): FieldErrors<'phone'> => collect({ phone: phoneError(form.phone) });

/** A one-time code: the 6 digits the mail or WhatsApp message carries. */
export const validateOneTimeCode = (form: { readonly code: string }): FieldErrors<'code'> => {
  const code = form.code.trim();
  return collect({ code: code === '' ? m.codeRequired : /^\d{6}$/.test(code) ? undefined : m.codeInvalid });
};

/** Changing the password (/profile/password): the old one, and a new one of at least 8 characters, typed twice. */
export interface PasswordChangeForm {
  readonly oldPassword: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const validatePasswordChange = (form: PasswordChangeForm): FieldErrors<keyof PasswordChangeForm> =>
  collect({
    oldPassword: form.oldPassword === '' ? m.oldPasswordRequired : undefined,
    password: newPasswordError(form.password) ?? (form.oldPassword !== '' && form.password === form.oldPassword ? m.passwordSameAsOld : undefined),
    passwordConfirmation: form.password.trim() === '' ? undefined : confirmationError(form.password, form.passwordConfirmation),
  });
