import { type ConsultationReceipt, storePaths } from '@more/core';
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import styles from './ConsultationRequest.module.css';
import { storeDateTime } from '../../../shared/dates/store-dates';

interface Props {
  readonly receipt: ConsultationReceipt;
  /** The number the shopper gave: the designer's WhatsApp goes there. */
  readonly phone: string;
  /** True when the shopper sent it from this page just now: focus comes here, as to a new page (not after a reload). */
  readonly sentHere: RefObject<boolean>;
  readonly onAnother: () => void;
}

/**
 * The request as the store took it, and what happens next, in the order the
 * service works (the /desain-interior page's process: survey, 3D design,
 * production in the store's workshop, installation). No price is promised
 * here: the offer follows the survey.
 */
export const ConsultationSent = ({ receipt, phone, sentHere, onAnother }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentHere.current) ref.current?.focus();
  }, [sentHere]);
  return (
    <div ref={ref} className={styles.sent} role="status" tabIndex={-1} data-testid="consultation-sent">
      <h3 className={styles.sentTitle}>Permintaan konsultasi terkirim</h3>
      <dl className={styles.receipt}>
        <div>
          <dt>Kode permintaan</dt>
          <dd data-testid="consultation-code">{receipt.code}</dd>
        </div>
        <div>
          <dt>Dikirim</dt>
          <dd>{storeDateTime(receipt.createdAt)} WIB</dd>
        </div>
      </dl>
      <h4 className={styles.nextTitle}>Langkah selanjutnya</h4>
      <ol className={styles.steps}>
        <li>
          Desainer interior kami menghubungi Anda lewat WhatsApp{phone.trim() ? ` di nomor ${phone.trim()}` : ''} dalam 1x24 jam pada hari kerja.
        </li>
        <li>Bersama desainer, Anda menentukan jadwal survei ke lokasi untuk mengukur ruangan dan membahas kebutuhan, gaya, serta anggaran.</li>
        <li>Desainer menyiapkan desain 3D dan rincian biaya untuk Anda setujui sebelum produksi furnitur di workshop kami dan pemasangan dimulai.</li>
      </ol>
      <p className={styles.sentNote}>
        Simpan kode {receipt.code} untuk menanyakan permintaan ini. Pemberitahuannya juga kami kirim ke menu{' '}
        <Link href={storePaths.notifications}>Notifikasi</Link> di akun Anda.
      </p>
      <button type="button" className={styles.another} onClick={onAnother}>
        Kirim Permintaan Lain
      </button>
    </div>
  );
};
