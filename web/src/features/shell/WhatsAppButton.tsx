import { type Loadable, type ProductDetail, ProductDetails, SiteSettingsStore, whatsappContactLink, whatsappNumberFor, storePaths } from '@more/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../../shared/services';
import { useStoreConfig } from '../../shared/store-config';
import { useStore } from '../../shared/use-store';
import styles from './WhatsAppButton.module.css';
import { useCustomer } from '../../shared/use-customer';

/** The product the shopper is looking at: the opened one, on its own page (/product/{slug} or /bundle/{slug}). */
const productOnPage = (path: string, product: Loadable<ProductDetail>): string | null =>
  product.status === 'ready' && [storePaths.product(product.value.slug), storePaths.bundle(product.value.slug)].includes(path)
    ? product.value.name
    : null;

/**
 * The messaging app's contact button (document 1 §2), for every shopper: a
 * chat with the store, the message typed in with the product's name, the page
 * and the customer's name and email when logged in. The number is setting 8
 * once read; `more/setting` is a customer's alone (document 2 §6), so a guest
 * (most visitors) gets the number the store is configured with (core's
 * whatsappNumberFor decides). The server and the first render in the browser
 * read the same configuration, so the button is in the cached guest HTML and
 * hydrates as it is. The full message is written when the link is used, from
 * the page as it is then (its address is the browser's).
 */
export const WhatsAppButton = () => {
  const customer = useCustomer();
  const settingsStore = useService(SiteSettingsStore);
  const settings = useStore(settingsStore);
  const details = useService(ProductDetails);
  const product = useStore(details);
  const [path] = useLocation();
  const configured = useStoreConfig().whatsappNumber ?? null;

  const number = whatsappNumberFor(settings, configured);
  // The address before the message is written: a chat with the store, with only the greeting.
  const plainLink = whatsappContactLink({ number, pageUrl: '' });
  if (!plainLink) return null;

  const writeMessage = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = whatsappContactLink({
      number,
      productName: productOnPage(path, product),
      pageUrl: window.location.href,
      user: customer,
    });
    if (link) event.currentTarget.href = link;
  };

  return (
    <a
      href={plainLink}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.button}
      aria-label="Hubungi kami lewat WhatsApp"
      onClick={writeMessage}
      onAuxClick={writeMessage}
      onContextMenu={writeMessage}
      data-testid="whatsapp-button"
    >
      <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2.2A9.7 9.7 0 0 0 3.6 16.8L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.5 6.5 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.1 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2c0 1.2.9 2.3 1 2.5.1.1 1.7 2.6 4.1 3.7 1.5.6 2.1.7 2.9.6.5-.1 1.4-.6 1.6-1.2.2-.6.2-1 .1-1.2l-.4-.2z" />
      </svg>
    </a>
  );
};
