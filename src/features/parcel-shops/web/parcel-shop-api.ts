import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/web/api/client';
import { parcelShopConfigQuery } from './parcel-shop-config';
import { NO_SERVICE_POINT_AVAILABLE, type ParcelShop, type ParcelShopSearchAnswer, SERVICE_UNAVAILABLE, shopsOfAnswer } from '../domain';

/** The store's service point settings (the block shows only where they are on). */
export function useParcelShopConfig() {
  return useQuery(parcelShopConfigQuery);
}

/** Why a search found nothing to choose from, in the spec's words. */
export class SearchFailure extends Error {}

/** POST dps/checkout/getParcelShops; "NULL" is an empty answer. */
export async function searchParcelShops(postcode: string, countryId: string, street: string, city: string): Promise<ParcelShop[]> {
  let answer: ParcelShopSearchAnswer;
  try {
    answer = await api.post<ParcelShopSearchAnswer>('/dps/checkout/getParcelShops', { postcode, country: countryId, steet: street, city });
  } catch (error) {
    // 503: the finder is down; a 4xx carries its own message (a bad postcode).
    if (error instanceof ApiError && error.status === 503) throw new SearchFailure(SERVICE_UNAVAILABLE);
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new SearchFailure(error.message);
    throw new SearchFailure(NO_SERVICE_POINT_AVAILABLE);
  }
  try {
    return shopsOfAnswer(answer, countryId);
  } catch {
    throw new SearchFailure(NO_SERVICE_POINT_AVAILABLE);
  }
}

export interface SaveDataInput {
  pickupId: string;
  postcode: string;
  mobile: string;
  /** The guest's masked cart id; a customer's cart is the session's. */
  quoteId: string | null;
  formKey: string | null;
}

export type SaveDataOutcome = { ok: true } | { ok: false; loginRequired: boolean; message: string };

/** POST dps/checkout/saveData; a 403 with X-Login-Required asks the shopper to log in again. */
export async function saveParcelShopChoice(input: SaveDataInput): Promise<SaveDataOutcome> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (input.formKey) headers['x-form-key'] = input.formKey;
  const body = {
    is_active: 1,
    shipping_dps_pickup_id: input.pickupId,
    shipping_dps_additional_data: JSON.stringify({ postcode: input.postcode, mobile: input.mobile }),
    ...(input.quoteId ? { quote_id: input.quoteId } : {}),
  };
  let response: Response;
  try {
    response = await fetch('/dps/checkout/saveData', { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    return { ok: false, loginRequired: false, message: SERVICE_UNAVAILABLE };
  }
  if (response.ok) return { ok: true };
  const loginRequired = response.status === 403 && response.headers.get('x-login-required') === '1';
  const message = await response
    .json()
    .then((data: { message?: string }) => data.message ?? SERVICE_UNAVAILABLE)
    .catch(() => SERVICE_UNAVAILABLE);
  return { ok: false, loginRequired, message };
}
