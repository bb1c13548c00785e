/** A parameter of an address is one path segment, percent-encoded, whatever it holds. */
export const segment = (value: string | number): string => encodeURIComponent(value);
