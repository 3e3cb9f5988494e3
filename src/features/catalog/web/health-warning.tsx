import { useTranslation } from 'react-i18next';

/** The nicotine warning a nicotine product carries (the TPD's words in the UK, as the footer says them). */
export function HealthWarning() {
  const { t } = useTranslation();
  return (
    <p className="product-health-warning" role="note">
      {t('footer.healthWarning')}
    </p>
  );
}
