import { Link } from 'react-router';
import { paths } from './routes';
import { useDocumentTitle } from './ui/use-document-title';

/** Unknown pages, unknown products and unknown checkout steps all end here. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page not-found">
      <h1>Whoops, our bad...</h1>
      <p>The page you requested was not found.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </div>
  );
}
