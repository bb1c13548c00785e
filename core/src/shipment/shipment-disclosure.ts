import type { TrackedShipment } from './tracked-shipment';

/**
 * Who may read whom a parcel goes to. A shipment number alone is no proof of
 * anything: it is printed on the parcel and the courier's receipt, and shared
 * in chats. So the tracking it opens names the customer by first name and
 * city only (enough to recognise one's own parcel, too little to find anyone);
 * the full name and street address only to whoever proved the order is theirs:
 * its logged-in owner, or someone who knows the phone number that goes with
 * the order number (issue 20, "Must not show one customer's data to another").
 */
export type ShipmentCustomerView =
  | { readonly disclosure: 'masked'; readonly firstName: string; readonly city: string }
  | { readonly disclosure: 'full'; readonly name: string; readonly phone: string; readonly address: string; readonly city: string };

/** A tracked shipment as a shopper may see it: everything but the customer, who is shown as disclosure allows. */
export interface ShipmentView extends Omit<TrackedShipment, 'customer'> {
  readonly customer: ShipmentCustomerView;
}

/**
 * What proves the asker may read the customer in full, for one order:
 * `owner` when the store API answered this order to the asker's own session,
 * `lookup` when the shipment service found its customer by phone and this
 * order number.
 */
export interface DisclosureProof {
  readonly kind: 'owner' | 'lookup';
  /** The order the proof was given for. */
  readonly orderNumber: string;
}

const sameOrderNumber = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase() && a.trim() !== '';

/** "Sinta Wulandari" → "Sinta": the first word, never what follows it. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The customer as anyone with the shipment number may see them: first name and city. */
export const maskedShipmentCustomer = (customer: TrackedShipment['customer']): ShipmentCustomerView => ({
  disclosure: 'masked',
  firstName: firstNameOf(customer.name),
  city: customer.city,
});

/** True when the proof was given for this shipment's own order (a proof for another order proves nothing here). */
export const provesShipment = (shipment: Pick<TrackedShipment, 'orderNumber'>, proof: DisclosureProof | null): boolean =>
  proof !== null && sameOrderNumber(proof.orderNumber, shipment.orderNumber);

/** The shipment as the asker may see it: the customer in full only with a proof for this very order. */
export const discloseShipment = (shipment: TrackedShipment, proof: DisclosureProof | null): ShipmentView => {
  const { customer, ...rest } = shipment;
  return {
    ...rest,
    customer: provesShipment(shipment, proof)
      ? { disclosure: 'full', name: customer.name, phone: customer.phone, address: customer.address, city: customer.city }
      : maskedShipmentCustomer(customer),
  };
};

/** True when `shipmentNumber` names this shipment: its id, its order number or its waybill, as a shopper may type them. */
export const isShipmentNumberOf = (shipment: Pick<TrackedShipment, 'shipmentId' | 'orderNumber' | 'waybill'>, shipmentNumber: string): boolean =>
  [shipment.shipmentId, shipment.orderNumber, shipment.waybill].some((number) => number !== null && sameOrderNumber(number, shipmentNumber));
