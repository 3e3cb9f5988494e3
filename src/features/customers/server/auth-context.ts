/** Who is calling, and how they proved it. */
export interface AuthContext {
  customerId: number | null;
  via: 'token' | 'session' | 'none';
  /** The session's form key; cookie-authenticated writes must echo it (CSRF). */
  formKey: string | null;
  sessionTokenHash: string | null;
}

export const ANONYMOUS: AuthContext = { customerId: null, via: 'none', formKey: null, sessionTokenHash: null };
