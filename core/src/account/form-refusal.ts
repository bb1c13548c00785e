import type { StoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import { type FieldErrors, serverFieldErrors } from './account-forms';

/** Where a form shows why the server refused it: beside the fields it names, and above the form. */
export interface FormRefusal<F extends string> {
  readonly fieldErrors: FieldErrors<F>;
  /** The message above the form, or null when every word of it already stands beside a field. */
  readonly message: string | null;
}

/**
 * A refused form, split for the screen: the server's reasons for this
 * form's fields go beside them; its own message ("Email atau kata sandi
 * salah", "Koneksi ke server terputus…") goes above the form, unless it only
 * repeats a field's reason ("Email sudah terdaftar" once, beside Email).
 */
export const formRefusal = <F extends string>(failure: StoreFailure, fields: readonly F[]): FormRefusal<F> => {
  const fieldErrors = serverFieldErrors(failure, fields);
  const message = failureText(failure);
  const besideFields = Object.values<string | undefined>(fieldErrors).some((reason) => reason?.trim() === message.trim());
  return { fieldErrors, message: besideFields ? null : message };
};
