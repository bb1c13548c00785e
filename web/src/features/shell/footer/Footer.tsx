import { SiteSettingsStore, type SocialLink, chatWidgetTarget, footerEmail, footerTagline, socialLinks } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../../shared/services';
import { useStoreConfig } from '../../../shared/store-config';
import { useStore } from '../../../shared/use-store';
import { useCustomer, useShopperShown } from '../../../shared/use-customer';
import styles from './Footer.module.css';
import { brandLine, footerLinkGroups } from './footer-links';
import { SocialIcon, networkNames } from './SocialIcon';
import { PromiseIcon } from '../../../shared/PromiseIcon';
import { showroomHours, storePromises } from '../../../shared/store-promises';

/** "Instagram: @morefurniture.id", or "MORE Furniture di Instagram" when the setting was an address. */
const socialLabel = (link: SocialLink) =>
  link.label === networkNames[link.network] ? `MORE Furniture di ${link.label}` : `${networkNames[link.network]}: ${link.label}`;

const SkeletonLines = ({ count }: { readonly count: number }) => (
  <div className={styles.skeleton} aria-busy="true" aria-label="Mohon menunggu..">
    {Array.from({ length: count }, (_, i) => (
      <span key={i} className={styles.skeletonLine} />
    ))}
  </div>
);

/**
 * The footer of every page: the four promises and showroom hours (document 1
 * §1), links to the content pages, and what the site settings hold (document
 * 2 §3: tagline, social accounts, email). The settings are `more/setting`,
 * which needs a logged-in customer (document 2 §6): a guest, a page the server
 * rendered for a guest, and a failed load show the store's own line instead,
 * in the same reserved space. The configured landings (document 1 §1,
 * "affiliate and partner links": the retail landing, the warranty
 * registration) close the second column: plain links to the store's own
 * paths, which the server redirects, so the page needs no host.
 */
export const Footer = () => {
  const shown = useShopperShown();
  const customer = useCustomer();
  const settingsStore = useService(SiteSettingsStore);
  const state = useStore(settingsStore);
  const settings = shown && state.status === 'ready' ? state.value : null;
  const loading = customer !== null && (state.status === 'idle' || state.status === 'loading');
  const tagline = footerTagline(settings);
  const email = footerEmail(settings);
  const social = socialLinks(settings);
  const { landings = [] } = useStoreConfig();

  return (
    <footer className={styles.footer} data-testid="site-footer" data-print="hide">
      <div className={styles.container}>
        <ul className={styles.promises} aria-label="Keuntungan belanja di MORE">
          {storePromises.map((promise) => (
            <li key={promise.id} className={styles.promise}>
              <span className={styles.promiseIcon}>
                <PromiseIcon id={promise.id} size={22} />
              </span>
              <div>
                <p className={styles.promiseTitle}>{promise.title}</p>
                <p className={styles.promiseText}>{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className={styles.columns}>
          <div className={styles.brand}>
            <p className={styles.wordmark}>
              <span className={styles.wordmarkMark}>MORE</span> Furniture
            </p>
            <div className={styles.about} data-testid="footer-about">
              {loading ? (
                <SkeletonLines count={4} />
              ) : tagline ? (
                <>
                  {tagline.title && <p className={styles.taglineTitle}>{tagline.title}</p>}
                  {tagline.description && <p className="muted-0">{tagline.description}</p>}
                </>
              ) : (
                <p className="muted-0">{brandLine}</p>
              )}
            </div>
          </div>

          {footerLinkGroups.map((group, index) => (
            <nav key={group.title} className={styles.linkGroup} aria-label={group.title}>
              <h2 className={styles.groupTitle}>
                {group.title}
              </h2>
              <ul className="bare">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {index === 1 &&
                  landings.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={styles.link}>
                        {link.label}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}

          <section className={styles.contact} aria-label="Hubungi Kami">
            <h2 className={styles.groupTitle}>
              Hubungi Kami
            </h2>
            <p className={styles.hours}>
              <span className={styles.hoursLabel}>Jam buka showroom</span>
              <br />
              {showroomHours}
            </p>
            <div className={styles.reach} data-testid="footer-contact">
              {loading && <SkeletonLines count={2} />}
              {email && (
                <a href={email.href} className={styles.email} data-testid="footer-email">
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                    <path d="M3 6h18v12H3zM3 7l9 6 9-6" />
                  </svg>
                  {email.address}
                </a>
              )}
              {social.length > 0 && (
                <ul className={styles.social} aria-label="Media sosial MORE Furniture">
                  {social.map((link) => (
                    <li key={link.network}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink} aria-label={socialLabel(link)} title={socialLabel(link)}>
                        <SocialIcon network={link.network} />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {customer === null && (
                <p className="muted-0">
                  Ada pertanyaan?{' '}
                  <Link href={chatWidgetTarget(false)} className={styles.chatLink}>
                    Masuk untuk chat dengan kami
                  </Link>
                </p>
              )}
            </div>
          </section>
        </div>

        <div className={styles.legal}>
          <p>© {new Date().getFullYear()} MORE Furniture. Semua hak dilindungi.</p>
        </div>
      </div>
    </footer>
  );
};
