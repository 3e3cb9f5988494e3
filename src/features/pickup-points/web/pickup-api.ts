import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { CartScope } from '../../../shared/web/api/query-keys';
import type { PickupPointType } from '../domain';
import { PICKUP_CONFIG_KEY, pickupConfigQuery } from './pickup-config';

/** A point as the pickup calls answer it (the server's dto.ts). */
export interface PickupAddress {
  identifiant: string;
  reseau: string;
  nom: string;
  adresse1: string;
  adresse2: string;
  adresse3: string;
  code_postal: string;
  localite: string;
  code_pays: string;
  libelle_pays: string;
  type_de_point: PickupPointType;
  distance_en_metre: number;
  horaires_ouverture: Record<string, string>;
  latitude: number;
  longitude: number;
  poids_maxi: number;
}

export interface SavedPickupAnswer extends PickupAddress {
  pickup_id: string;
  network_code: string;
  telephone: string;
}

/** What the points are searched around: the delivery address as the shipping form holds it. */
export interface PickupSearchAddress {
  street?: string;
  city?: string;
  postcode?: string;
  countryId: string;
}

/** The delivery address the shipping form has (typed or saved): the block reads it when it opens the popup. */
export interface PickupAddressSource {
  street?: readonly string[];
  city?: string | null;
  postcode?: string | null;
  country_id?: string | null;
  telephone?: string | null;
}

export const pickupKeys = {
  config: () => PICKUP_CONFIG_KEY,
  saved: (scope: CartScope) => ['pickup-points', 'saved', scope] as const,
  search: (address: PickupSearchAddress) => ['pickup-points', 'search', address] as const,
};

export function usePickupConfig() {
  return useQuery(pickupConfigQuery);
}

export function fetchSavedPickup(cartPath: string): Promise<SavedPickupAnswer | null> {
  return api.get<SavedPickupAnswer | null>(`${cartPath}/colissimo-pickup`);
}

export function saveSavedPickup(cartPath: string, point: Pick<PickupAddress, 'identifiant' | 'reseau'>, telephone: string): Promise<boolean> {
  const segments = [point.identifiant, point.reseau, telephone].map(encodeURIComponent).join('/');
  return api.put<boolean>(`${cartPath}/colissimo-pickup/${segments}`);
}

export function resetSavedPickup(cartPath: string): Promise<boolean> {
  return api.delete<boolean>(`${cartPath}/colissimo-pickup`);
}

export async function searchPickupPoints(address: PickupSearchAddress): Promise<PickupAddress[]> {
  const body = {
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    ...(address.countryId === 'US' ? {} : { country_id: address.countryId }),
  };
  return (await api.post<{ items: PickupAddress[] }>('/colissimo/pickup/load', body)).items;
}
