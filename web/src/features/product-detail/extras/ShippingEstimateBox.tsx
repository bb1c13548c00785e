import { cityLabel, type ProductDetail, type ProductVariant, ShippingEstimate } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../../shared/services';
import { useHydrated } from '../../../shared/use-hydrated';
import { useObservable } from '../../../shared/use-store';
import { CityCombobox } from './CityCombobox';
import styles from './extras.module.css';
import { FailureNotice } from '../../../shared/FailureNotice';
import { useNearScreen } from '../../../shared/use-near-screen';

/** "Ongkos kirim" to a city the shopper picks (`GET uni/shipping-price`, the static city list). */
export const ShippingEstimateBox = ({ product, variant }: { product: ProductDetail; variant: ProductVariant | null }) => {
  const estimate = useService(ShippingEstimate);
  const state = useObservable(estimate.state$, estimate.current);
  const hydrated = useHydrated();
  const [ref, near] = useNearScreen();

  useEffect(() => {
    if (hydrated && near) void estimate.showProduct(product, variant);
  }, [estimate, product, variant, hydrated, near]);

  const { cities, city, lines } = state;
  return (
    <section ref={ref} className={styles.block} aria-labelledby="shipping-estimate-title" data-testid="shipping-estimate">
      <h2 id="shipping-estimate-title" className={styles.blockTitle}>
        Ongkos Kirim
      </h2>
      {cities.status === 'ready' ? (
        <CityCombobox cities={cities.value} chosenName={city?.cityName ?? null} onChoose={(cityId) => void estimate.chooseCity(cityId)} />
      ) : cities.status === 'failed' ? (
        <FailureNotice title="Daftar kota belum dapat ditampilkan." failure={cities.failure} onRetry={() => void estimate.loadCities()} />
      ) : (
        <div className={styles.inputSkeleton} role="status" aria-busy="true" aria-label="Memuat daftar kota" />
      )}
      <div aria-live="polite">
        {lines.status === 'loading' && <div className={styles.lineSkeleton} role="status" aria-label="Menghitung ongkos kirim" data-testid="shipping-skeleton" />}
        {lines.status === 'failed' && (
          <FailureNotice title="Ongkos kirim belum dapat dihitung." failure={lines.failure} onRetry={() => void estimate.estimate()} />
        )}
        {lines.status === 'ready' && city && (
          lines.value.length === 0 ? (
            <p className={styles.hint}>Maaf, pengiriman ke {cityLabel(city.cityName)} belum tersedia.</p>
          ) : (
            <ul className={styles.shippingLines} aria-label={`Ongkos kirim ke ${cityLabel(city.cityName)}`}>
              {lines.value.map((line) => (
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
          )
        )}
      </div>
    </section>
  );
};
