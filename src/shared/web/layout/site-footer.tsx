import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { StoreSwitch } from './store-switch';

/** The footer; `children` are the app's own footer links (the features' settings, which shared/ cannot name). */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <StoreSwitch />
      <LanguageSwitch />
      {children}
      <p className="health-warning">{t('footer.healthWarning')}</p>
      <p>{t('footer.adultsOnly')}</p>
    </footer>
  );
}
