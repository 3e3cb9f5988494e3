import { useSyncExternalStore } from 'react';
import { STORE_CODE } from '../api/client';

/**
 * The guest's masked cart id lives in localStorage so the basket survives reloads and new tabs. Carts
 * belong to a store, so each store keeps its own id (the default store keeps the original key).
 */
export function guestCartStorageKey(storeCode: string): string {
  return storeCode === 'default' ? 'shop.guestCartId' : `shop.guestCartId.${storeCode}`;
}

const STORAGE_KEY = guestCartStorageKey(STORE_CODE);
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const guestCartId = {
  get: read,
  set(id: string): void {
    localStorage.setItem(STORAGE_KEY, id);
    emit();
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEY);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useGuestCartId(): string | null {
  return useSyncExternalStore(guestCartId.subscribe, read, () => null);
}
