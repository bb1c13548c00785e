import { encodeQueryValue } from '../shared/query-string';
import type { SiteSetting, SiteSettings } from './site-settings';

/*
 * The footer's parts that come from the site settings (document 1 §3:
 * "Settings by id: 1 tagline title, 2 tagline description, 3 facebook,
 * 4 instagram, 5 tiktok, 6 youtube, 7 email"). Settings are typed in by
 * the store's staff, so each is read as leniently as it can be, and a
 * setting that is empty or missing is left out rather than shown empty.
 */

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';

export interface SocialLink {
  readonly network: SocialNetwork;
  /** What the shopper reads: the account as the store wrote it, or the network's name for an address. */
  readonly label: string;
  /** Always an https address. */
  readonly href: string;
}

interface NetworkAddresses {
  readonly name: string;
  /** The profile of a handle (given without its '@'). */
  readonly profile: (handle: string) => string;
  /** Where a page name that is no handle (`MORE Furniture Indonesia`) can be found. */
  readonly search: (name: string) => string;
}

const networks: Readonly<Record<SocialNetwork, NetworkAddresses>> = {
  facebook: {
    name: 'Facebook',
    profile: (handle) => `https://www.facebook.com/${handle}`,
    search: (name) => `https://www.facebook.com/search/top?q=${encodeQueryValue(name)}`,
  },
  instagram: {
    name: 'Instagram',
    profile: (handle) => `https://www.instagram.com/${handle}`,
    search: (name) => `https://www.instagram.com/explore/search/keyword/?q=${encodeQueryValue(name)}`,
  },
  tiktok: {
    name: 'TikTok',
    profile: (handle) => `https://www.tiktok.com/@${handle}`,
    search: (name) => `https://www.tiktok.com/search/user?q=${encodeQueryValue(name)}`,
  },
  youtube: {
    name: 'YouTube',
    profile: (handle) => `https://www.youtube.com/@${handle}`,
    search: (name) => `https://www.youtube.com/results?search_query=${encodeQueryValue(name)}`,
  },
};

/** The footer's order, which is also the order of the setting ids. */
const socialNetworks: readonly SocialNetwork[] = ['facebook', 'instagram', 'tiktok', 'youtube'];

/** `@more.furniture` or `more.furniture`: what every one of the four networks accepts as an account name. */
const handle = /^@?([A-Za-z0-9._-]+)$/;
/** `www.instagram.com/more` or `instagram.com/more`: an address typed without its scheme. */
const addressWithoutScheme = /^(?:www\.\S+|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\/\S*)$/;

const contentOf = (setting: SiteSetting | null): string => setting?.content.trim() ?? '';

const linkOf = (network: SocialNetwork, content: string): SocialLink | null => {
  const addresses = networks[network];
  if (content === '') return null;
  if (/^https:\/\/\S+$/i.test(content)) return { network, label: addresses.name, href: content };
  // An old http address of the same page: the store links only over https.
  if (/^http:\/\/\S+$/i.test(content)) return { network, label: addresses.name, href: `https://${content.slice('http://'.length)}` };
  if (addressWithoutScheme.test(content)) return { network, label: addresses.name, href: `https://${content}` };
  const account = handle.exec(content);
  if (account) return { network, label: content, href: addresses.profile(account[1]!) };
  return { network, label: content, href: addresses.search(content) };
};

/**
 * The footer's social links (settings 3-6): an https address is used as is,
 * a handle (`@more.furniture`, `more.furniture`) becomes the network's profile
 * address, and a page name with spaces (`MORE Furniture Indonesia`, as the
 * store names its Facebook page) leads to the network's search for it.
 */
export const socialLinks = (settings: SiteSettings | null): readonly SocialLink[] =>
  settings ? socialNetworks.flatMap((network) => linkOf(network, contentOf(settings[network])) ?? []) : [];

/** Loose on purpose: the server keeps what staff typed; this only rules out what cannot be an address. */
const emailAddress = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/** The footer's contact email (setting 7), or null when it is empty or no address. */
export const footerEmail = (settings: SiteSettings | null): { readonly address: string; readonly href: string } | null => {
  const address = contentOf(settings?.email ?? null).replace(/^mailto:/i, '');
  return emailAddress.test(address) ? { address, href: `mailto:${address}` } : null;
};

/** The footer's tagline (settings 1 and 2), or null when both are empty. */
export const footerTagline = (settings: SiteSettings | null): { readonly title: string; readonly description: string } | null => {
  const title = contentOf(settings?.taglineTitle ?? null);
  const description = contentOf(settings?.taglineDescription ?? null);
  return title === '' && description === '' ? null : { title, description };
};
