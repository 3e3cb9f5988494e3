import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { type Location, matchRoutes, type Params, type RouteObject, useLocation, useRoutes } from 'react-router';
import { basketDataQuery } from '../../features/cart/web/basket-data-query';
import { BasketSkeleton } from '../../features/cart/web/basket-skeleton';
import { CatalogueSkeleton } from '../../features/catalog/web/catalogue-skeleton';
import { ProductSkeleton } from '../../features/catalog/web/product-skeleton';
import { listingQueryOptions } from '../../features/catalog/web/listing-api';
import { productQuery } from '../../features/catalog/web/products-api';
import { readListingSelection } from '../../features/catalog/domain/catalogue-listing';
import { checkSearchQuery } from '../../features/catalog/domain/storefront-search';
import { CheckoutSkeleton } from '../../features/checkout/web/checkout-skeleton';
import { paymentInformationQuery } from '../../features/checkout/web/payment-information';
import { checkoutConfigQuery } from '../../features/checkout/web/checkout-config';
import { podRecyclingQuery } from '../../features/pod-recycling/web/pod-recycling-query';
import { secondaryPackagingQuery } from '../../features/secondary-packaging/web/secondary-packaging-query';
import { cmsPageQuery } from '../../features/cms/web/cms-api';
import { countriesQuery } from '../../features/directory/web/countries';
import { AccountSkeleton } from '../../features/customers/web/account-skeleton';
import { ageVerificationConfigQuery } from '../../features/age-verification/web';
import { finderConfigQuery } from '../../features/address-finder/web/finder-config';
import { parcelShopConfigQuery } from '../../features/parcel-shops/web/parcel-shop-config';
import { pickupConfigQuery } from '../../features/pickup-points/web/pickup-config';
import { currentCartRef } from '../../features/cart/web/cart-scope';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from '../../shared/web/not-found-page';
import { PageCodeContext } from '../../shared/web/page-code';
import { pageRoutes } from '../../shared/web/routes';
import { Loading } from '../../shared/web/ui/loading';

/** Where the shopper is going: the page's URL and the values its route pattern took from it. */
interface PageAddress {
  url: URL;
  params: Params;
}

interface PageRoute {
  path?: string;
  index?: true;
  /** The page's own chunk, so the checkout's JavaScript is loaded only on the checkout. */
  load: () => Promise<ComponentType>;
  /** Stands in, with the page's layout, until its code (and then its first data) is in. */
  skeleton: ReactNode;
  /** Asks for the page's first data as soon as the route matches, while its code downloads. */
  prefetch?: (queryClient: QueryClient, address: PageAddress) => Promise<unknown>;
}

/**
 * Resolves in a task of its own. A page's chunks usually arrive with the app's script (the page's HTML
 * names them), and a module imported once it has arrived is evaluated in the task that imports it: the
 * app's script and the page's code made one long task of 40–75 ms, which blocks input as long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page's route, and what starts its code and first data downloading, in parallel, once the URL matches it. */
function pageRoute(
  { load, skeleton, prefetch, ...match }: PageRoute,
  queryClient: QueryClient,
): { route: RouteObject; start: (address: PageAddress) => void; loadCode: () => void } {
  let chunk: Promise<ComponentType> | undefined;
  // One download shared by the start and React.lazy; a failed one is tried again next time.
  const loadOnce = () =>
    (chunk ??= nextTask()
      .then(load)
      .catch((error: unknown) => {
        chunk = undefined;
        throw error;
      }));
  const Page = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  return {
    route: {
      ...match,
      element: (
        <Suspense fallback={skeleton}>
          <Page />
        </Suspense>
      ),
    },
    loadCode: () => void loadOnce().catch(() => {}), // tried again when the page is opened
    // Nothing is awaited: the page renders at once (skeleton first), the requests already under way.
    start: (address) => {
      loadOnce().catch(() => {}); // React.lazy reports a failed download through the error boundary
      prefetch?.(queryClient, address).catch(() => {}); // the page's own queries show the error
    },
  };
}

/** The basket's data: its lines, messages and totals in one answer. */
async function prefetchBasket(queryClient: QueryClient) {
  const ref = await currentCartRef(queryClient);
  if (!ref.path) return;
  await queryClient.prefetchQuery(basketDataQuery(ref));
}

/**
 * The checkout's payment details (methods and totals), the basket rules it checks, whether the shopper
 * must verify their age (a step of its progress bar), the store's address finder and a guest's first
 * delivery methods, all at once.
 */
async function prefetchCheckout(queryClient: QueryClient) {
  const ref = await currentCartRef(queryClient);
  if (!ref.path) return;
  await Promise.all([
    queryClient.prefetchQuery(basketDataQuery(ref)),
    queryClient.prefetchQuery(paymentInformationQuery(ref)),
    queryClient.prefetchQuery(ageVerificationConfigQuery(ref.path)),
    queryClient.prefetchQuery(countriesQuery),
    queryClient.prefetchQuery(checkoutConfigQuery),
    queryClient.prefetchQuery(finderConfigQuery),
    // The delivery methods' pickup and service point blocks: in when the step mounts, so it sends no
    // request of its own then (a query that starts fetching as it mounts draws its component again).
    queryClient.prefetchQuery(pickupConfigQuery),
    queryClient.prefetchQuery(parcelShopConfigQuery),
    // The summary's pod recycling and secondary packaging blocks, decided by the server for this basket.
    queryClient.prefetchQuery(podRecyclingQuery(ref)),
    queryClient.prefetchQuery(secondaryPackagingQuery(ref)),
  ]);
}

/** The shop's pages as routes, and what starts a location's page. */
export interface ShopRoutes {
  routes: RouteObject[];
  /** Starts the download of the page's code and first data at a location (each at most once at a time). */
  start: (location: Pick<Location, 'pathname' | 'search'>) => void;
  /** Fetches the code of the page at a path, not its data (which may have changed by the time the shopper is there). */
  loadCode: (path: string) => void;
}

export function createShopRoutes(queryClient: QueryClient): ShopRoutes {
  const pages: PageRoute[] = [
    {
      index: true,
      load: () => import('../../features/catalog/web/catalogue-page').then((m) => m.CataloguePage),
      skeleton: <CatalogueSkeleton />,
      prefetch: (client, { url }) => client.prefetchQuery(listingQueryOptions(readListingSelection((name) => url.searchParams.get(name)).selection)),
    },
    {
      path: pageRoutes.product,
      load: () => import('./product-page').then((m) => m.ShopProductPage),
      skeleton: <ProductSkeleton />,
      prefetch: (client, { params }) => client.prefetchQuery(productQuery(params.urlKey ?? '')),
    },
    {
      path: pageRoutes.catalogSearch,
      load: () => import('../../features/catalog/web/search-results-page').then((m) => m.SearchResultsPage),
      skeleton: <CatalogueSkeleton />,
      prefetch: async (client, { url }) => {
        const { selection } = readListingSelection((name) => url.searchParams.get(name));
        if (checkSearchQuery(selection.query).ok) await client.prefetchQuery(listingQueryOptions(selection));
      },
    },
    {
      path: pageRoutes.cart,
      load: () => import('./basket-page').then((m) => m.ShopBasketPage),
      skeleton: <BasketSkeleton />,
      prefetch: prefetchBasket,
    },
    {
      path: pageRoutes.checkout,
      load: () => import('../../features/checkout/web/checkout-page').then((m) => m.CheckoutPage),
      skeleton: <CheckoutSkeleton />,
      prefetch: prefetchCheckout,
    },
    {
      path: pageRoutes.success,
      load: () => import('../../features/orders/web/success-page').then((m) => m.SuccessPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.login,
      load: () => import('../../features/customers/web/login-page').then((m) => m.LoginPage),
      skeleton: <AccountSkeleton titleKey="login.title" />,
    },
    {
      path: pageRoutes.createAccount,
      load: () => import('../../features/customers/web/create-account-page').then((m) => m.CreateAccountPage),
      skeleton: <AccountSkeleton titleKey="register.title" />,
    },
    {
      path: pageRoutes.checkoutRegister,
      load: () => import('../../features/checkout/web/checkout-register-page').then((m) => m.CheckoutRegisterPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.forgotPassword,
      load: () => import('../../features/customers/web/forgot-password-page').then((m) => m.ForgotPasswordPage),
      skeleton: <AccountSkeleton titleKey="login.forgotPassword" />,
    },
    {
      path: pageRoutes.createPassword,
      load: () => import('../../features/customers/web/create-password-page').then((m) => m.CreatePasswordPage),
      skeleton: <AccountSkeleton titleKey="password.resetTitle" />,
    },
    {
      path: pageRoutes.storedPaymentMethods,
      load: () => import('../../features/customers/web/stored-payment-methods-page').then((m) => m.StoredPaymentMethodsPage),
      skeleton: <Loading />,
    },
    // My account: one chunk per page, like the rest of the app.
    {
      path: pageRoutes.account,
      load: () => import('../../features/account/web/dashboard-page').then((m) => m.AccountDashboardPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.accountEdit,
      load: () => import('../../features/account/web/account-edit-page').then((m) => m.AccountEditPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.addressBook,
      load: () => import('../../features/account/web/address-book-page').then((m) => m.AddressBookPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.addressNew,
      load: () => import('../../features/account/web/address-form-page').then((m) => m.AddressFormPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.addressEdit,
      load: () => import('../../features/account/web/address-form-page').then((m) => m.AddressFormPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.orderHistory,
      load: () => import('../../features/account/web/order-history-page').then((m) => m.OrderHistoryPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.orderView,
      load: () => import('../../features/account/web/order-view-page').then((m) => m.OrderViewPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.newsletter,
      load: () => import('../../features/account/web/newsletter-page').then((m) => m.NewsletterPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.subscriptions,
      load: () => import('./subscriptions-page').then((m) => m.ShopSubscriptionsPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.paypalExpressBack,
      load: () => import('../../features/paypal/web/express-return-page').then((m) => m.PayPalReturnPage),
      skeleton: <Loading />,
    },
    {
      path: pageRoutes.cmsPage,
      load: () => import('../../features/cms/web/cms-page').then((m) => m.CmsPage),
      skeleton: <Loading />,
      prefetch: (client, { params }) => client.prefetchQuery(cmsPageQuery(params.identifier ?? '')),
    },
  ];
  const started = pages.map((page) => pageRoute(page, queryClient));
  const pageOf = new Map(started.map((page) => [page.route, page]));
  const routes: RouteObject[] = [{ element: <AppShell />, children: [...started.map(({ route }) => route), { path: '*', element: <NotFoundPage /> }] }];
  return {
    routes,
    start(location) {
      const match = matchRoutes(routes, location)?.at(-1);
      if (match) pageOf.get(match.route)?.start({ url: new URL(location.pathname + location.search, window.location.origin), params: match.params });
    },
    loadCode(path) {
      const match = matchRoutes(routes, new URL(path, window.location.origin).pathname)?.at(-1);
      if (match) pageOf.get(match.route)?.loadCode();
    },
  };
}

/**
 * The page at the browser's location. A new address's page is started as the router first renders it,
 * before React waits for its code: its chunk and its first data download together, as the skeleton shows.
 * A change of the hash alone (the checkout's steps) stays on the same page and starts nothing.
 */
export function ShopPages({ shop }: { shop: ShopRoutes }) {
  const location = useLocation();
  const started = useRef<string | null>(null);
  const address = location.pathname + location.search;
  // Starting twice does no harm (one download each), so a render React throws away costs nothing.
  if (started.current !== address) {
    started.current = address;
    shop.start(location);
  }
  const page = useRoutes(shop.routes, location);
  const loadCode = useCallback((path: string) => shop.loadCode(path), [shop]);
  return <PageCodeContext value={loadCode}>{page}</PageCodeContext>;
}
