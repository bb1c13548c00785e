/**
 * Parameters of provider states arrive as JSON values: these read one, and
 * name the parameter when a pact (or a backend's endpoint) sends it wrong.
 */

/** A whole-number parameter (`id`, `variantId`, `stock` …). */
export const wholeNumber = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`provider state parameter ${name} must be a whole number, not ${JSON.stringify(value)}`);
  return value;
};

/** A text parameter that must not be empty (`email`, `slug`, `waybill` …). */
export const nonEmptyText = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new Error(`provider state parameter ${name} must be a non-empty text, not ${JSON.stringify(value)}`);
  return value;
};
