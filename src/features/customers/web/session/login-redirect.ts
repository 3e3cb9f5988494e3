/** Magento's login-redirect cookie: where to go after logging in when checkout needs an account. */
export const LOGIN_REDIRECT_COOKIE = 'login_redirect';

export const loginRedirect = {
  set(path: string): void {
    document.cookie = `${LOGIN_REDIRECT_COOKIE}=${encodeURIComponent(path)}; path=/; max-age=3600; SameSite=Lax`;
  },
  get(): string | null {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LOGIN_REDIRECT_COOKIE}=`));
    return entry ? decodeURIComponent(entry.slice(LOGIN_REDIRECT_COOKIE.length + 1)) : null;
  },
  clear(): void {
    document.cookie = `${LOGIN_REDIRECT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  },
};
