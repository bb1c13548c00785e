import { DeviceTypeStoreToken, NavigationToken, thanksRedirect, storePaths } from '@more/core';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import styles from '../Checkout.module.css';

/**
 * /checkout/thanks?bill_no=… (login): "thanks redirects to
 * /profile/order/{bill_no} when the stored device type is Browser, otherwise
 * to /checkout/information/{bill_no}. bill_no comes from the query" (document 1 §2).
 */
export default function ThanksPage(_props: PageProps) {
  const search = useSearch();
  const navigation = useService(NavigationToken);
  const devices = useService(DeviceTypeStoreToken);
  const target = thanksRedirect(search, devices.storedDeviceType());

  useEffect(() => {
    if (target) navigation.go(target, { replace: true });
  }, [target, navigation]);

  return (
    <div className={styles.page}>
      <div className={styles.notice} data-testid="thanks">
        <h1 className={styles.title}>Terima kasih atas pesanan Anda</h1>
        {target ? (
          <p role="status">Mohon menunggu..</p>
        ) : (
          <>
            <p>Nomor tagihan tidak ditemukan di tautan ini.</p>
            <Link href={storePaths.home} className={styles.secondary}>
              Kembali ke Beranda
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
