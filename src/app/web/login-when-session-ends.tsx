import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, paths } from '../../shared/web/routes';

/** The event a session's end is told by (the query cache dispatches it on a 401). */
export const SESSION_ENDED = 'session-ended';

/** Sends the shopper to log in, and back to where they were afterwards, once `events` tells the session has ended. */
export function LoginWhenSessionEnds({ events }: { events: EventTarget }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const toLogin = () => {
      if (pathname !== paths.login) void navigate(loginPathFor(pathname + search + hash));
    };
    events.addEventListener(SESSION_ENDED, toLogin);
    return () => events.removeEventListener(SESSION_ENDED, toLogin);
  }, [events, navigate, pathname, search, hash]);
  return null;
}
