import { useTranslation } from 'react-i18next';
import { StoreSwitch } from './store-switch';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <StoreSwitch />
      <p className="health-warning">{t('footer.healthWarning')}</p>
      <p>{t('footer.adultsOnly')}</p>
    </footer>
  );
}
