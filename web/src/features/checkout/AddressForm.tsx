import { type Address, CheckoutShipping } from '@more/core';
import { useService } from '../../shared/services';
import { AddressForm as BookAddressForm } from '../address-book/public';
import styles from './Checkout.module.css';

/**
 * A new address without leaving the checkout: /profile/address's own form
 * (regions chosen in turn, the same checks and refusals), saved into the same
 * book. Once saved, the order goes to it (core's CheckoutShipping).
 */
export const AddressForm = ({ onSaved, onCancel }: { readonly onSaved: (address: Address) => void; readonly onCancel: (() => void) | null }) => {
  const shipping = useService(CheckoutShipping);
  return (
    <div className={styles.form}>
      <BookAddressForm address={null} onSave={(draft) => shipping.addAddress(draft)} onSaved={onSaved} onCancel={onCancel} title="Tambah Alamat Baru" showTitle />
    </div>
  );
};
