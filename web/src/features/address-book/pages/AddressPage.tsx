import { type Address, SavedAddresses, addressLine, failureText } from '@more/core';
import { useState } from 'react';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { AddressForm } from '../AddressForm';
import { BookPage, type BookTexts } from '../BookPage';
import styles from '../Books.module.css';

const texts: BookTexts = {
  title: 'Alamat',
  lead: 'Alamat pengiriman Anda. Alamat utama dipilih lebih dulu saat checkout.',
  emptyText: 'Tambahkan alamat pengiriman; alamat pertama menjadi alamat utama.',
  noun: 'alamat',
};

/**
 * `/profile/address` (needs login; document 2 §7, "Addresses, dropshippers,
 * bank accounts"): the customer's addresses, the default ("Utama") first,
 * then the newest; add and edit in a dialog with the regions chosen in turn,
 * "Jadikan Utama", and "Hapus" after a confirmation (deleting the default
 * makes the newest the default: core's rules). The checkout shows this very
 * list (SavedAddresses).
 */
export default function AddressPage(_props: PageProps) {
  const book = useService(SavedAddresses);
  return (
    <BookPage<Address>
      book={book}
      texts={texts}
      testId="address"
      card={(address, say) => ({
        name: address.label,
        highlighted: address.isDefault,
        heading: (
          <>
            {address.label}
            {address.isDefault && <span className={styles.badge}>Utama</span>}
          </>
        ),
        body: (
          <>
            <p>
              <strong>{address.recipientName}</strong> · {address.phone}
            </p>
            <p className={styles.muted}>{addressLine(address)}</p>
          </>
        ),
        actions: address.isDefault ? null : <MakeDefault address={address} book={book} say={say} />,
      })}
      form={(address, done, cancel) => (
        <AddressForm address={address} onSave={(draft) => book.save(address?.id ?? null, draft)} onSaved={done} onCancel={cancel} title={address ? 'Ubah alamat' : 'Alamat baru'} />
      )}
      removedText={(removed, after) => {
        const nowDefault = after.find((address) => address.isDefault);
        return removed.isDefault && nowDefault ? `Alamat berhasil dihapus. ${nowDefault.label} kini menjadi alamat utama` : 'Alamat berhasil dihapus';
      }}
    />
  );
}

/** "Jadikan Utama": sent once; the list reorders when the server has it. */
const MakeDefault = ({ address, book, say }: { readonly address: Address; readonly book: SavedAddresses; readonly say: (message: string) => void }) => {
  const [busy, setBusy] = useState(false);
  const makeDefault = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await book.makeDefault(address.id);
    setBusy(false);
    say(outcome.kind === 'saved' ? `${address.label} kini menjadi alamat utama` : `Alamat utama belum dapat diubah. ${outcome.kind === 'failed' ? failureText(outcome.failure) : ''}`.trim());
  };
  return (
    <button type="button" className={styles.action} onClick={() => void makeDefault()} disabled={busy} aria-busy={busy || undefined} aria-label={`Jadikan ${address.label} alamat utama`}>
      {busy ? 'Menyimpan…' : 'Jadikan Utama'}
    </button>
  );
};
