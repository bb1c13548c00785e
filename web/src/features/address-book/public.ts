// What the checkout shows of the address book: the same address and dropshipper forms as /profile/address and /profile/dropshipper.
export { AddressForm } from './AddressForm';
export { DropshipperForm } from './DropshipperForm';
