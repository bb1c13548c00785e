import { ProductImage } from '../../shared/product/ProductImage';
import { HomePopup as Popup, type PopupView } from '@more/core';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { useObservable } from '../../shared/use-store';
import styles from './HomePopup.module.css';

/**
 * The modal itself: a native dialog opened with showModal, so focus moves in and stays inside,
 * Escape closes it, and the page behind is inert. Closing hands focus back to where it was.
 */
const PopupDialog = ({ popup, onClose }: { popup: PopupView; onClose: () => void }) => {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const active = document.activeElement;
    // Nothing was focused yet (the popup opens as the page arrives): focus goes back to the
    // main content's start, so the next Tab is the first banner, not whatever follows the dialog.
    const before = active instanceof HTMLElement && active !== document.body ? active : document.getElementById('konten');
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      before?.focus({ preventScroll: true });
    };
  }, []);

  const image = <ProductImage slot="popup" image={{ url: popup.imageUrl, alt: 'Promo MORE Furniture' }} className={styles.image} now />;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Promo"
      data-testid="home-popup"
      onCancel={(event) => {
        // Escape: close through the use case, so it stays closed.
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Tutup" autoFocus>
        <span aria-hidden="true">×</span>
      </button>
      {popup.href?.startsWith('/') ? (
        <Link href={popup.href} className={styles.link} onClick={onClose}>
          {image}
        </Link>
      ) : popup.href ? (
        <a href={popup.href} className={styles.link}>
          {image}
        </a>
      ) : (
        image
      )}
    </dialog>
  );
};

/**
 * The home popup (`uni/popup`): "shows when popups exist and stays until the user closes it"
 * (document 1 §4). Only after hydration, so it never stands in front of the first paint; once
 * closed it stays closed for the visit (core's dismissal store, the tab's sessionStorage).
 */
export const HomePopup = () => {
  const popups = useService(Popup);
  const popup = useObservable(popups.popup$, null);
  const hydrated = useHydrated();
  if (!hydrated || !popup) return null;
  return <PopupDialog key={popup.id} popup={popup} onClose={() => popups.close(popup.id)} />;
};
