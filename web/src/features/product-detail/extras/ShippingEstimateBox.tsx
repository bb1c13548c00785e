import { cityLabel, type ProductDetail, type ProductVariant, ShippingEstimate } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useStore } from '../../../shared/use-store';
import { CityCombobox } from './CityCombobox';
import styles from './extras.module.css';
import { Loadable } from '../../../shared/Loadable';
import { useNearScreen } from '../../../shared/use-near-screen';

/** "Ongkos kirim" to a city the shopper picks (`GET uni/shipping-price`, the static city list). */
export const ShippingEstimateBox = ({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) => {
  const estimate = useService(ShippingEstimate);
  const state = useStore(estimate);
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();

  useEffect(() => {
    if (hydrated && near) void estimate.showProduct(product, variant);
  }, [estimate, product, variant, hydrated, near]);

  const { cities, city, lines } = state;
  return (
    <section ref={ref} className={styles.block} aria-labelledby="shipping-estimate-title" data-testid="shipping-estimate">
      <h2 id="shipping-estimate-title" className="t-md">
        Ongkos Kirim
      </h2>
      <Loadable
        state={cities}
        skeleton={<div className={styles.inputSkeleton} role="status" aria-busy="true" aria-label="Memuat daftar kota" />}
        skeletonIsStatus
        failure="Daftar kota belum dapat ditampilkan."
        onRetry={() => void estimate.loadCities()}
      >
        {(list) => <CityCombobox cities={list} chosenName={city?.cityName ?? null} onChoose={(cityId) => void estimate.chooseCity(cityId)} />}
      </Loadable>
      <div aria-live="polite">
        {/* No city chosen yet: nothing to estimate, nothing to show. */}
        {lines.status !== 'idle' && (
          <Loadable
            state={lines}
            skeleton={<div className={styles.lineSkeleton} role="status" aria-label="Menghitung ongkos kirim" data-testid="shipping-skeleton" />}
            skeletonIsStatus
            failure="Ongkos kirim belum dapat dihitung."
            onRetry={() => void estimate.estimate()}
          >
            {(shippingLines) =>
              city &&
              (shippingLines.length === 0 ? (
                <p className="muted-0">Maaf, pengiriman ke {cityLabel(city.cityName)} belum tersedia.</p>
              ) : (
                <ul className={styles.shippingLines} aria-label={`Ongkos kirim ke ${cityLabel(city.cityName)}`}>
                  {shippingLines.map((line) => (
                    <li key={line.code} className={styles.shippingLine} data-testid="shipping-line">
                      <span>
                        <span className={styles.courier}>{line.name}</span>
                        {line.estimateText && <span className={styles.voucherMeta}> · {line.estimateText}</span>}
                      </span>
                      <strong data-testid="shipping-price" data-free={line.price <= 0}>
                        {line.priceText}
                      </strong>
                    </li>
                  ))}
                </ul>
              ))
            }
          </Loadable>
        )}
      </div>
    </section>
  );
};
