// The quote's former address, kept only for cart-data.ts until it moves above pricing (see docs/ARCHITECTURE.md).
export * from './service';
