// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanup);

const summary = () => screen.getByRole('alert', { name: 'There is a problem' });

describe('ForgotPasswordPage', () => {
  it('a refused email: the error summary takes the focus and its link leads to the field', async () => {
    renderPage();
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset My Password' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const link = within(summary()).getByRole('link', { name: `Email: ${REQUIRED_MESSAGE}` });
    expect(link.getAttribute('href')).toBe('#reset-email');
    fireEvent.click(link);
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'jane.doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset My Password' }));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(
      within(summary())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Email: Please enter a valid email address (Ex: johndoe@domain.com).']);
  });
});
