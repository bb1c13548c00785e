import { HttpResponse } from 'msw';
import type { z } from 'zod';

/** The store API's success envelope (document 2 §7). */
export const ok = <T>(data: T, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });

/** A refusal with a reason the shopper can read, and per-field errors when fields were wrong. */
export const refuse = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

export const notFound = (what: string) => refuse(404, `${what} tidak ditemukan`);

/** 422 with each wrong field of `input` named, in Indonesian. */
export const invalid = (error: z.ZodError, input: unknown) =>
  refuse(422, 'Data yang dikirim tidak valid', fieldErrors(error, input));

const fieldErrors = (error: z.ZodError, input: unknown): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    const given = valueAt(input, issue.path) !== undefined;
    (errors[field] ??= []).push(describeIssue(field, issue, given));
  }
  return errors;
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

const describeIssue = (field: string, issue: z.core.$ZodIssue, given: boolean): string => {
  switch (issue.code) {
    case 'invalid_type':
      return given ? `${field} harus berupa ${typeName(issue.expected)}` : `${field} wajib diisi`;
    case 'too_small':
      return `${field} minimal ${String(issue.minimum)}`;
    case 'too_big':
      return `${field} maksimal ${String(issue.maximum)}`;
    case 'invalid_value':
      return `${field} harus salah satu dari: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `format ${field} tidak valid`;
    case 'unrecognized_keys':
      return `kolom tidak dikenal: ${issue.keys.join(', ')}`;
    default:
      return `${field} tidak valid`;
  }
};

const typeName = (expected: string): string =>
  ({ number: 'angka', int: 'bilangan bulat', string: 'teks', boolean: 'benar/salah', array: 'daftar', object: 'objek' })[
    expected
  ] ?? expected;
