import { type ComponentType, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from '../../shared/web/not-found-page';
import { pageRoutes } from '../../shared/web/routes';

/** Each page is its own chunk, so the checkout's JavaScript is loaded only on the checkout. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: page(() => import('../../features/catalog/web/catalogue-page'), (m) => m.CataloguePage) },
      { path: pageRoutes.product, element: page(() => import('../../features/catalog/web/product-page'), (m) => m.ProductPage) },
      { path: pageRoutes.cart, element: page(() => import('./basket-page'), (m) => m.ShopBasketPage) },
      { path: pageRoutes.checkout, element: page(() => import('../../features/checkout/web/checkout-page'), (m) => m.CheckoutPage) },
      { path: pageRoutes.success, element: page(() => import('../../features/orders/web/success-page'), (m) => m.SuccessPage) },
      { path: pageRoutes.login, element: page(() => import('../../features/customers/web/login-page'), (m) => m.LoginPage) },
      {
        path: pageRoutes.createAccount,
        element: page(() => import('../../features/customers/web/create-account-page'), (m) => m.CreateAccountPage),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
