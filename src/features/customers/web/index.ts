// The customers feature's web front door: what other features may use.
export { CreateAccountPage } from './create-account-page';
export { NewPasswordFields, useNewPasswordHint } from './new-password-fields';
export { loginRedirect } from './session/login-redirect';
export { ensureSession, useSession } from './session/session';
export type { Session } from './session/session';
export { useLogin } from './session/use-login';
export { sessionQuery } from './session/session';
