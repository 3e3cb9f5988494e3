import { useTranslation } from 'react-i18next';

/** A polite "busy" line; screen readers hear it once, sighted shoppers see a quiet placeholder. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="loading">
      {label ?? t('common.loading')}
    </p>
  );
}
