import { useParams } from 'react-router';
import { ApiError } from '../../../shared/web/api/client';
import { NotFoundPage } from '../../../shared/web/not-found-page';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useCmsPage } from './cms-api';
import { ShopHtml } from './shop-html';

/** A store's content page ('/drop-the-pod'): its title and the shop's HTML; the not-found page when it has none. */
export function CmsPage() {
  const { identifier = '' } = useParams();
  const page = useCmsPage(identifier);
  useDocumentTitle(page.data?.title);

  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />;
  if (page.isPending) return <Loading />;
  if (!page.data) return <ErrorMessage error={page.error} />;
  return (
    <article className="page cms-page">
      <h1>{page.data.title}</h1>
      <ShopHtml html={page.data.content} className="cms-content" />
    </article>
  );
}
