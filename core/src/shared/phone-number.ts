/*
 * Indonesian phone numbers as shoppers and staff write them: `0812-3456-7890`,
 * `+62 812 3456 7890`, `62812…`. The country code 62 replaces the trunk
 * prefix 0; what follows is the subscriber's number, mobile ones starting
 * with 8.
 */

const separators = /[\s.\-()]/g;

/** The number after 62 or 0, or null when the text is no Indonesian number. */
const subscriberDigits = (text: string): string | null => {
  const digits = text.replace(separators, '');
  const match = /^(?:\+?62|0)?([1-9]\d*)$/.exec(digits);
  return match ? match[1]! : null;
};

/**
 * The number in the international form without '+' (`6281234567890`), as
 * messaging links take it; null when it is no Indonesian number (fewer than
 * 7 or more than 13 digits after the country code: no area code and line,
 * nor mobile number, is shorter or longer).
 */
export const internationalPhoneDigits = (text: string): string | null => {
  const subscriber = subscriberDigits(text);
  return subscriber !== null && subscriber.length >= 7 && subscriber.length <= 13 ? `62${subscriber}` : null;
};

/** An Indonesian mobile number: 08… (or +628…, 628…), 10 to 14 digits written from the 0. */
export const isIndonesianMobileNumber = (text: string): boolean => {
  const subscriber = subscriberDigits(text);
  return subscriber !== null && subscriber.startsWith('8') && subscriber.length >= 9 && subscriber.length <= 13;
};
