import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import source from '../../domain/i18n/catalogues/en-GB.json';

// Component tests render in the source language, loaded at once (vitest's setup file for the unit project).
void i18next.use(initReactI18next).init({
  lng: 'en-GB',
  resources: { 'en-GB': { translation: source } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});
