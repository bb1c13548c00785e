import { type Dropshipper, SavedDropshippers } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { BookPage, type BookTexts } from '../BookPage';
import { DropshipperForm } from '../DropshipperForm';
import styles from '../Books.module.css';

const texts: BookTexts = {
  title: 'Dropshipper',
  lead: 'Nama dan nomor ponsel pengirim yang tampil pada paket saat Anda mengirim sebagai dropshipper.',
  emptyText: 'Tambahkan dropshipper untuk mengirim pesanan atas nama toko Anda.',
  noun: 'dropshipper',
};

/**
 * `/profile/dropshipper` (needs login): the customer's dropshippers, newest
 * first; add, edit (`…/show` then `…/update`) and delete after a
 * confirmation. The checkout's "Kirim sebagai dropshipper" lists these very ones.
 */
export default function DropshipperPage(_props: PageProps) {
  const book = useService(SavedDropshippers);
  return (
    <BookPage<Dropshipper>
      book={book}
      texts={texts}
      testId="dropshipper"
      card={(dropshipper) => ({
        name: dropshipper.name,
        heading: dropshipper.name,
        body: <p className={styles.muted}>{dropshipper.phone}</p>,
      })}
      form={(dropshipper, done, cancel) => (
        <DropshipperForm dropshipper={dropshipper} onSave={(draft) => book.save(dropshipper?.id ?? null, draft)} onSaved={done} onCancel={cancel} title={dropshipper ? 'Ubah dropshipper' : 'Dropshipper baru'} />
      )}
    />
  );
}
