import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_CODE, api, rememberStoreCode } from '../api/client';
import './store-switch.css';

/** Magento's `store/storeViews` entry, with the default store marked in its extension attributes. */
export interface StoreViewAnswer {
  id: number;
  code: string;
  name: string;
  is_active: number;
  extension_attributes?: { is_default?: boolean; country_id?: string };
}

// Asked of the default store: a cookie naming a store that no longer exists must still get the list.
const STORE_VIEWS_PATH = '/rest/default/V1/store/storeViews';
const storeViewsQuery = {
  queryKey: ['stores', 'views'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<StoreViewAnswer[]>(STORE_VIEWS_PATH, signal),
  staleTime: Infinity,
};

/** The code the select shows: `default` stands for the default store. */
export function selectedStoreCode(views: StoreViewAnswer[], storeCode: string): string | undefined {
  if (storeCode !== 'default') return views.some((v) => v.code === storeCode) ? storeCode : undefined;
  return views.find((v) => v.extension_attributes?.is_default)?.code;
}

/** Switches store as Magento's switcher does: the `store` cookie, then a page reload in the new store. */
export function switchStore(view: StoreViewAnswer | undefined, reload: () => void = () => window.location.reload()): void {
  // The default store needs no cookie: its carts and saved ids stay under `default`.
  rememberStoreCode(view && !view.extension_attributes?.is_default ? view.code : null);
  reload();
}

/** The footer's "Shop in" select: one entry per store (United Kingdom, France). */
export function StoreSwitch({ reload }: { reload?: () => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const views = useQuery(storeViewsQuery);
  const active = (views.data ?? []).filter((v) => v.is_active);
  const selected = selectedStoreCode(active, STORE_CODE);

  // A cookie naming a store that is gone would break every call: go back to the default store.
  useEffect(() => {
    if (views.isSuccess && STORE_CODE !== 'default' && !selected) switchStore(undefined, reload);
  }, [views.isSuccess, selected, reload]);

  if (active.length < 2 || !selected) return null;
  return (
    <div className="store-switch">
      <label htmlFor={id}>{t('footer.shopIn')}</label>
      <select
        id={id}
        value={selected}
        onChange={(event) =>
          switchStore(
            active.find((v) => v.code === event.target.value),
            reload,
          )
        }
      >
        {active.map((view) => (
          <option key={view.code} value={view.code}>
            {view.name}
          </option>
        ))}
      </select>
    </div>
  );
}
