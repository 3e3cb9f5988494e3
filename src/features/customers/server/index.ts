// The customers feature's server front door: what other features may use.
export { INVALID_FORM_KEY, SESSION_COOKIE, formKeyMatches, requireCustomer } from './auth-plugin';
export {
  findAddress,
  findCustomerById,
  giveBackRewardPoints,
  listAddresses,
  saveAddress,
  saveDefaultAddress,
  saveNewsletterSubscription,
  takeRewardPoints,
  toBookAddress,
} from './service';
export { customerRowVersion } from './customer-columns';
export {
  adoptGuestDetails,
  checkCurrentPassword,
  customerAnswer,
  loginFailureCounter,
  registerCustomer,
  replaceAddressBook,
  updateCustomerDetails,
} from './service';
export type { BookEntry } from './service';
