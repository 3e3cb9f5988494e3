// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { LoginWhenSessionEnds, SESSION_ENDED } from './login-when-session-ends';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output>{pathname + search + hash}</output>;
}

function renderAt(path: string) {
  const events = new EventTarget();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LoginWhenSessionEnds events={events} />
      <Address />
    </MemoryRouter>,
  );
  const address = () => view.container.querySelector('output')?.textContent;
  return { end: () => act(() => void events.dispatchEvent(new Event(SESSION_ENDED))), address };
}

afterEach(cleanup);

describe('when the customer session ends', () => {
  it('asks to log in, then to come back to the same step of the page', () => {
    const page = renderAt('/checkout?threeds=ABC#payment');
    expect(page.address()).toBe('/checkout?threeds=ABC#payment');
    page.end();
    expect(page.address()).toBe(`/customer/account/login?referer=${encodeURIComponent('/checkout?threeds=ABC#payment')}`);
  });

  it('stays on the login page when it is already there', () => {
    const page = renderAt('/customer/account/login?referer=%2Fcheckout');
    page.end();
    expect(page.address()).toBe('/customer/account/login?referer=%2Fcheckout');
  });
});
