/** One site setting (document 1 §3: "each with content and description"). */
export interface SiteSetting {
  readonly content: string;
  readonly description: string;
}

/**
 * The ids of the site settings (document 2 §3: "1 tagline title, 2 tagline
 * description, 3 facebook, 4 instagram, 5 tiktok, 6 youtube, 7 email,
 * 8 whatsapp number"), by the name the store gives each.
 */
export const siteSettingIds = {
  taglineTitle: 1,
  taglineDescription: 2,
  facebook: 3,
  instagram: 4,
  tiktok: 5,
  youtube: 6,
  email: 7,
  whatsappNumber: 8,
} as const;
export type SiteSettingName = keyof typeof siteSettingIds;

/**
 * The settings the footer and the contact button read. The social entries are
 * the store's accounts as text (a handle, a page name), never addresses of
 * other hosts: the view decides how to present them. A setting the server did
 * not send is null, so one missing entry does not hide the others.
 */
export type SiteSettings = { readonly [Name in SiteSettingName]: SiteSetting | null };
