import type { Loadable } from '../shared/loadable';
import { internationalPhoneDigits } from '../shared/phone-number';
import { wellFormedText } from '../shared/query-string';
import type { SiteSettings } from './site-settings';

export interface WhatsappContactInput {
  /** Setting 8, "whatsapp number" (document 2 §3), as staff typed it. */
  readonly number: string | null;
  /** The product the shopper is looking at, if any. */
  readonly productName?: string | null;
  /** The address of the page the shopper is on. */
  readonly pageUrl: string;
  /** The logged-in customer, if any. */
  readonly user?: { readonly name: string; readonly email: string } | null;
}

const GREETING = 'Halo MORE Furniture, saya ingin bertanya';

/** The chat's first message, in the shopper's name; blank parts are left out. */
export const whatsappMessage = (input: Omit<WhatsappContactInput, 'number'>): string => {
  const product = input.productName?.trim();
  const lines = [product ? `${GREETING} tentang produk ${product}.` : `${GREETING}.`, input.pageUrl.trim()];
  const name = input.user?.name.trim();
  const email = input.user?.email.trim();
  if (name || email) {
    lines.push('');
    if (name) lines.push(`Nama: ${name}`);
    if (email) lines.push(`Email: ${email}`);
  }
  return lines.join('\n');
};

/**
 * The messaging app's contact button (document 1 §2: "a contact button for a
 * messaging app. Its default message includes the product name, the link, and
 * the user name and email if available"): a `https://wa.me/…` link that opens
 * a chat with the store, the message typed in. Null when the store's number
 * is missing or no Indonesian number, so no button leads nowhere.
 */
export const whatsappContactLink = (input: WhatsappContactInput): string | null => {
  const digits = input.number === null ? null : internationalPhoneDigits(input.number);
  if (digits === null) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(wellFormedText(whatsappMessage(input)))}`;
};

/**
 * Which number the contact button dials. Setting 8 is the store's word once it
 * is read, even blank (staff took the number down: no button). Until then, and
 * whenever it cannot be read (a guest may not read `more/setting`, document 2
 * §6; the call failed), the number the storefront is configured with, so most
 * visitors, who are guests, still reach the store (issue 40).
 */
export const whatsappNumberFor = (settings: Loadable<SiteSettings>, configured: string | null): string | null =>
  settings.status === 'ready' ? (settings.value.whatsappNumber?.content ?? null) : configured;
