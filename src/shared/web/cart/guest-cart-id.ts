import { useSyncExternalStore } from 'react';

/** The guest's masked cart id lives in localStorage so the basket survives reloads and new tabs. */
const STORAGE_KEY = 'shop.guestCartId';
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
