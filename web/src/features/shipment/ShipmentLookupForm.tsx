import {
  SHIPMENT_LOOKUP_FAILED_HINT,
  ShipmentTracking,
  type StoreFailure,
  shipmentLookupFailureMessage,
  validateShipmentLookup,
} from '@more/core';
import { useState } from 'react';
import { FormAlert } from '../../shared/forms/FormAlert';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/use-form';
import { useService } from '../../shared/services';
import styles from './Shipment.module.css';

/**
 * The lookup of /omnitracking without a number: order number and phone,
 * checked beside each field before anything is sent. Found, the page moves
 * to the shipment's address with its customer in full; not found, the
 * message of document 2 §8 ("Failed to get customer data") above the form,
 * what the shopper typed kept.
 */
export const ShipmentLookupForm = ({ onFound, headingId }: { readonly onFound: (shipmentNumber: string) => void; readonly headingId: string }) => {
  const tracking = useService(ShipmentTracking);
  const [refusal, setRefusal] = useState<StoreFailure | null>(null);
  const { formRef, field, busy, alert, dismissAlert, onSubmit } = useForm({
    initial: { orderNumber: '', phone: '' },
    validate: validateShipmentLookup,
    send: async (values) => {
      setRefusal(null);
      const outcome = await tracking.lookup(values);
      if (outcome.ok) onFound(outcome.shipmentNumber);
      return outcome.ok ? { ok: true } : outcome;
    },
    onSuccess: () => 'leaving',
    // A refusal naming fields (422) goes beside them; any other is the lookup's failure, said as document 2 §8 says it.
    onRefused: (failure) => {
      if (failure.details.fieldErrors) return false;
      setRefusal(failure);
      return true;
    },
  });

  return (
    <form ref={formRef} className="stack-4" onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="shipment-lookup">
      {refusal && (
        <FormAlert tone="error" onDismiss={() => setRefusal(null)}>
          <p className={styles.alertTitle} data-testid="shipment-lookup-failed">
            {shipmentLookupFailureMessage(refusal)}
          </p>
          <p>{SHIPMENT_LOOKUP_FAILED_HINT}</p>
        </FormAlert>
      )}
      {alert && (
        <FormAlert tone="error" onDismiss={dismissAlert}>
          {alert}
        </FormAlert>
      )}
      <TextField {...field('orderNumber')} label="Nomor Pesanan" autoComplete="off" autoCapitalize="characters" spellCheck={false} hint="Contoh: MORE-20261115-0042" />
      <TextField {...field('phone')} label="Nomor HP" type="tel" inputMode="tel" autoComplete="tel" hint="Nomor HP yang dipakai saat memesan" />
      <SubmitButton busy={busy}>Lacak Pesanan</SubmitButton>
    </form>
  );
};
