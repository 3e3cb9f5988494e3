export * from './stores';
export * from './catalog';
export * from './customers';
export * from './carts';
export * from './orders';
export * from './promotions';
export * from './gifts';
export * from './captcha';
