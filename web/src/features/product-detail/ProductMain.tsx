import {
  type ComboDeal,
  type DetailCombo,
  type ProductDetail,
  ShoppingCart,
  addComboText,
  comboPurchase,
  LastSeen,
  ProductDetails,
  ProductShowcaseToken,
  SchedulerToken,
  bundleComponentsView,
  bundleSaving,
  detailPrice,
  detailPromotions,
  initialVariantChoice,
  pickVariantColor,
  pickVariantName,
  productGallery,
  productPageRedirect,
  productSpecifications,
  promoBadge,
  ratingText,
  soldText,
  variantPicker,
} from '@more/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useService } from '../../shared/services';
import { useHydrated } from '../../shared/use-hydrated';
import { BundleContents } from './BundleContents';
import { Description } from './Description';
import { ProductExtras, PurchaseExtras } from './extras';
import { Gallery } from './Gallery';
import type { ProductPageKind } from './ProductDetailView';
import { Promotions } from './Promotions';
import { PurchasePanel } from './PurchasePanel';
import { ShareAndWish } from './ShareAndWish';
import { VariantPicker } from './VariantPicker';
import styles from './ProductDetail.module.css';

/** Seconds tick for a running flash sale's countdown, browser only. */
const useNow = (running: boolean): number => {
  const scheduler = useService(SchedulerToken);
  const [now, setNow] = useState(() => scheduler.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(scheduler.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, scheduler]);
  return now;
};

/** "Kombo Hemat" deals (`GET uni/product/combo`), read after hydration: a side offer, never worth delaying the page for. */
const useComboDeals = (hydrated: boolean): readonly ComboDeal[] => {
  const showcase = useService(ProductShowcaseToken);
  const [deals, setDeals] = useState<readonly ComboDeal[]>([]);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    showcase.comboDeals().then(
      (answer) => current && setDeals(answer),
      // Without the deals the page simply shows none; the product itself is all there.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hydrated, showcase]);
  return deals;
};

export const ProductMain = ({ detail, kind }: { readonly detail: ProductDetail; readonly kind: ProductPageKind }) => {
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const details = useService(ProductDetails);
  const lastSeen = useService(LastSeen);
  const [choice, setChoice] = useState(() => initialVariantChoice(detail));
  const [asked, setAsked] = useState(1);
  const picker = variantPicker(detail, choice);
  const variant = picker.variant;
  const hasFlashSale = detail.variants.some((v) => v.flashSale !== null);
  const now = useNow(hydrated && hasFlashSale);
  const combos = useComboDeals(hydrated);
  const promotions = detailPromotions(detail, variant, now, combos);
  const price = detailPrice(detail, variant);
  const gallery = useMemo(() => productGallery(detail, variant), [detail, variant]);
  const badge = promoBadge(detail.promo);
  const rating = ratingText(detail.rating);
  const sold = soldText(detail.totalSales);
  const specifications = productSpecifications(detail);
  const cart = useService(ShoppingCart);
  const [comboNote, setComboNote] = useState<{ readonly id: number; readonly text: string } | null>(null);
  const buyCombo = (combo: DetailCombo) => {
    const purchase = comboPurchase(detail, variant, combo.deal);
    if (!purchase) return;
    setComboNote({ id: combo.id, text: addComboText(cart.addCombo(purchase.product, purchase.partner)) });
  };

  // The product opened: last seen (synced to the account by core when logged in).
  useEffect(() => {
    void lastSeen.record(detail.id);
  }, [lastSeen, detail.id]);

  // A bundle opened as /product/… lives at /bundle/… and the other way round.
  const redirect = productPageRedirect(detail, kind);
  useEffect(() => {
    if (hydrated && redirect) navigate(redirect, { replace: true });
  }, [hydrated, redirect, navigate]);

  // At the end of a flash sale its price no longer holds: read the product again.
  const ended = hydrated && promotions.flashSale?.ended === true;
  useEffect(() => {
    if (ended) void details.open(detail.slug);
  }, [ended, details, detail.slug]);

  const bundleParts = bundleComponentsView(detail.bundleComponents, asked);

  return (
    <article className={styles.page} data-testid="product-detail">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Beranda</Link>
          </li>
          {detail.category && (
            <li>
              <Link href={`/category/${encodeURIComponent(detail.category.slug)}`}>{detail.category.name}</Link>
            </li>
          )}
          <li aria-current="page">{detail.name}</li>
        </ol>
      </nav>
      <div className={styles.top}>
        <Gallery gallery={gallery} name={detail.name} />
        <div className={styles.info}>
          {badge && <p className={styles.badge}>{badge}</p>}
          <h1 className={styles.name}>{detail.name}</h1>
          {(rating || sold) && (
            <p className={styles.meta}>
              {rating && (
                <span>
                  <span aria-hidden="true">★ </span>
                  <span className="visually-hidden">Rating </span>
                  {rating}
                </span>
              )}
              {sold && <span data-testid="detail-sold">{sold}</span>}
            </p>
          )}
          <div className={styles.price} data-testid="detail-price">
            <p className={styles.priceNow}>{price.price}</p>
            {price.priceBefore && (
              <p className={styles.priceBefore}>
                <s>
                  <span className="visually-hidden">Harga normal </span>
                  {price.priceBefore}
                </s>
                {price.discount && <span className={styles.discount}>{price.discount}</span>}
              </p>
            )}
          </div>
          <Promotions promotions={promotions} ticking={hydrated} onBuyCombo={buyCombo} comboNote={comboNote} />
          <VariantPicker
            picker={picker}
            onName={(name) => setChoice((c) => pickVariantName(detail, c, name))}
            onColor={(color) => setChoice((c) => pickVariantColor(detail, c, color))}
          />
          {kind === 'bundle' && detail.isBundle && <BundleContents components={bundleParts} saving={bundleSaving(variant)} />}
          <PurchasePanel detail={detail} variant={variant} asked={asked} onAsk={setAsked} />
          <ShareAndWish detail={detail} />
          <PurchaseExtras product={detail} variant={variant} />
        </div>
      </div>
      <section className={styles.section} aria-labelledby="detail-description-title">
        <h2 id="detail-description-title" className={styles.sectionTitle}>
          Deskripsi
        </h2>
        <Description productId={detail.id} html={detail.description} />
      </section>
      {specifications.length > 0 && (
        <section className={styles.section} aria-labelledby="detail-specs-title">
          <h2 id="detail-specs-title" className={styles.sectionTitle}>
            Spesifikasi
          </h2>
          <dl className={styles.specs}>
            {specifications.map((row) => (
              <div key={row.label} className={styles.specRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ProductExtras product={detail} />
    </article>
  );
};

