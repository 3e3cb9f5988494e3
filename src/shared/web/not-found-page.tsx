import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './routes';
import { useDocumentTitle } from './ui/use-document-title';

/** Unknown pages, unknown products and unknown checkout steps all end here. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={paths.home}>{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
