import 'i18next';
import type source from '../../domain/i18n/catalogues/en-GB.json';

// `t('…')` accepts only the source catalogue's keys: a misspelt or missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof source };
    returnNull: false;
  }
}
