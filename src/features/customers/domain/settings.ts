import { defineSettings } from '../../../shared/domain/settings';

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    passwordPolicy: PasswordPolicy;
  }
}

export const customerSettings = defineSettings(
  {
    'customer/password/minimum_password_length': '8',
    'customer/password/required_character_classes_number': '3',
  },
  (get): { passwordPolicy: PasswordPolicy } => ({
    passwordPolicy: {
      minLength: get.int('customer/password/minimum_password_length'),
      requiredClasses: get.int('customer/password/required_character_classes_number'),
    },
  }),
);
