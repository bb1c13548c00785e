import { SiteSettingsStore, chatWidgetTarget, footerEmail, internationalPhoneDigits, socialLinks, whatsappContactLink, type SocialNetwork, storePaths } from '@more/core';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { FailureNotice } from '../../shared/FailureNotice';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useHydrated } from '../../shared/use-hydrated';
import { useStore } from '../../shared/use-store';
import { showroomHoursText } from './content/store-facts';
import { useAppView } from './RichText';
import styles from './StorePages.module.css';

const networkNames: Readonly<Record<SocialNetwork, string>> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };

/** "+62 812-3456-7890": the store's number as a shopper reads it. */
const readableNumber = (digits: string): string => `+62 ${digits.slice(2, 5)}-${digits.slice(5, 9)}-${digits.slice(9)}`.replace(/-$/, '');

/**
 * How to reach the store. The settings (`more/setting`: email, WhatsApp
 * number, social accounts) are a customer's only (document 2 §6), so the
 * text reads whole without them: the chat, the hours, the FAQ. With them it
 * adds what the footer shows, through core's same readers.
 */
export const StoreContact = ({ headingId, title = 'Hubungi Kami' }: { readonly headingId: string; readonly title?: string }) => {
  const appView = useAppView();
  const hydrated = useHydrated();
  const customer = useCustomer();
  const settingsStore = useService(SiteSettingsStore);
  const state = useStore(settingsStore);
  const settings = hydrated && customer && state.status === 'ready' ? state.value : null;
  const loading = customer !== null && (state.status === 'idle' || state.status === 'loading');
  const email = footerEmail(settings);
  const social = socialLinks(settings);
  const whatsappNumber = settings?.whatsappNumber?.content ?? null;
  const whatsappDigits = whatsappNumber === null ? null : internationalPhoneDigits(whatsappNumber);
  // The message names the page and the customer when the link is used, as the store's WhatsApp button does.
  const writeMessage = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = whatsappContactLink({ number: whatsappNumber, pageUrl: window.location.href, user: customer });
    if (link) event.currentTarget.href = link;
  };
  const plainWhatsapp = whatsappContactLink({ number: whatsappNumber, pageUrl: '' });

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="store-contact">
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <p>
        Tim layanan pelanggan kami siap membantu setiap hari, {showroomHoursText}. Sebelum menghubungi kami, jawaban yang Anda cari mungkin sudah ada di{' '}
        <Link href={appView ? storePaths.faqInApp : storePaths.faq}>Pertanyaan Umum (FAQ)</Link>.
      </p>
      {appView ? (
        <p>Untuk bertanya tentang produk atau pesanan, buka menu Chat di aplikasi MORE.</p>
      ) : customer ? (
        <p>
          <Link href={chatWidgetTarget(true)} className={styles.textLink}>
            Chat dengan kami
          </Link>{' '}
          untuk bertanya tentang produk, stok di showroom, atau pesanan Anda.
        </p>
      ) : (
        <p>
          Ada pertanyaan tentang produk atau pesanan?{' '}
          <Link href={chatWidgetTarget(false)} className={styles.textLink}>
            Masuk untuk chat dengan kami
          </Link>
          .
        </p>
      )}
      <div className="stack-2" data-testid="store-contact-reach">
        {loading && (
          <div className="stack-2" aria-busy="true" aria-label="Memuat kontak MORE..">
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </div>
        )}
        {customer && state.status === 'failed' && (
          <FailureNotice title="Kontak MORE belum dapat ditampilkan." failure={state.failure} onRetry={() => void settingsStore.load()} />
        )}
        {(email || plainWhatsapp || social.length > 0) && (
          <ul className={styles.contactList}>
            {plainWhatsapp && whatsappDigits && (
              <li>
                <span className="muted">WhatsApp</span>{' '}
                <a href={plainWhatsapp} target="_blank" rel="noopener noreferrer" onClick={writeMessage} onAuxClick={writeMessage} data-testid="store-contact-whatsapp">
                  {readableNumber(whatsappDigits)}
                </a>
              </li>
            )}
            {email && (
              <li>
                <span className="muted">Email</span>{' '}
                <a href={email.href} data-testid="store-contact-email">
                  {email.address}
                </a>
              </li>
            )}
            {social.map((link) => (
              <li key={link.network}>
                <span className="muted">{networkNames[link.network]}</span>{' '}
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label === networkNames[link.network] ? `MORE Furniture di ${link.label}` : link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
