// What other features show of the checkout: how an order is paid (the profile's /profile/pay).
export { PaymentFacts } from './PaymentFacts';
