// The customer's other pages under /profile.
export const giveaways = '/profile/event';
export const complaints = '/profile/complain';
export const complaintForm = '/profile/complain-detail';
export const reviews = '/profile/review';
export const addressBook = '/profile/address';
export const dropshippers = '/profile/dropshipper';
export const bankAccounts = '/profile/banks';
export const vouchers = '/profile/vouchers';
export const points = '/profile/point';
