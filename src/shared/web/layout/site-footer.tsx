import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { StoreSwitch } from './store-switch';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <StoreSwitch />
      <LanguageSwitch />
      <p className="health-warning">{t('footer.healthWarning')}</p>
      <p>{t('footer.adultsOnly')}</p>
    </footer>
  );
}
