export * from './registration';
export * from './settings';
export * from './address-book';
export { NEW_PASSWORD_HINT, accountFromOrderFormSchema, changePasswordFormSchema, type ChangePasswordFormInput } from './account-forms';
