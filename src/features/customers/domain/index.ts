export * from './registration';
export * from './settings';
export * from './address-book';
export { accountFromOrderFormSchema, changePasswordFormSchema, type ChangePasswordFormInput } from './account-forms';
