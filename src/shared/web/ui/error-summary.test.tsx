// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../domain/validation';
import { loadRuleMessages } from '../i18n/messages';
import { ErrorSummary } from './error-summary';
import { TextField } from './field';
import { useErrorSummary } from './use-error-summary';

// The schema names the fields in another order than the page shows them: the summary follows the page.
const schema = z.object({
  email: z.string().min(1, REQUIRED_MESSAGE).email('Please enter a valid email address (Ex: johndoe@domain.com).'),
  street: z.tuple([z.string().min(1, REQUIRED_MESSAGE), z.string()]),
  firstname: z.string().min(1, REQUIRED_MESSAGE),
});
type Values = z.infer<typeof schema>;

function SignUp({ onValid = () => {} }: { onValid?: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: '', street: ['', ''], firstname: '' },
  });
  const summary = useErrorSummary(form);
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <ErrorSummary {...summary} />
      <TextField id="signup-firstname" label="First Name" error={errors.firstname?.message} {...form.register('firstname')} />
      <TextField id="signup-street-0" label="Street Address" error={errors.street?.[0]?.message} {...form.register('street.0')} />
      <TextField id="signup-street-1" label="Street Address 2" {...form.register('street.1')} />
      <TextField id="signup-email" label="Email" error={errors.email?.message} {...form.register('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

const scrollIntoView = vi.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  scrollIntoView.mockReset();
});

const summary = () => screen.getByRole('alert', { name: 'There is a problem' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('ErrorSummary with useErrorSummary', () => {
  it('takes the focus when a submit fails, a link per invalid field in the order they show, each naming its field', async () => {
    render(<SignUp />);
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summary().tabIndex).toBe(-1);
    expect(within(summary()).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeTruthy();
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First Name: This is a required field.', '#signup-firstname'],
      ['Street Address: This is a required field.', '#signup-street-0'],
      ['Email: This is a required field.', '#signup-email'],
    ]);
  });

  it('a link moves the focus to its field, its label scrolled into view', async () => {
    render(<SignUp />);
    submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    const street = within(summary()).getAllByRole('link')[1]!;
    const notPrevented = fireEvent.click(street);
    expect(notPrevented).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Street Address' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Street Address', { selector: 'label' }));
  });

  it('follows the fields as they are corrected and goes once none is invalid', async () => {
    render(<SignUp />);
    submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Street Address' }), { target: { value: '1 High Street' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'jane' } });
    await waitFor(() =>
      expect(
        within(summary())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Email: Please enter a valid email address (Ex: johndoe@domain.com).']),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'jane@example.com' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('stays away before the first submit, though a field left empty shows its error', async () => {
    render(<SignUp />);
    const firstname = screen.getByRole('textbox', { name: 'First Name' });
    fireEvent.focus(firstname);
    fireEvent.blur(firstname);
    await waitFor(() => expect(firstname.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the focus again on the next failed submit', async () => {
    render(<SignUp />);
    submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    screen.getByRole('textbox', { name: 'Email' }).focus();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
  });

  it('is not shown after a submit that passed', async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Street Address' }), { target: { value: '1 High Street' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'jane@example.com' } });
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ErrorSummary', () => {
  it('shows nothing without errors and takes no focus when it first shows without a submit', () => {
    const { rerender } = render(<ErrorSummary errors={[]} attempt={0} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorSummary errors={[{ id: 'somewhere', label: 'Somewhere', message: REQUIRED_MESSAGE }]} attempt={0} />);
    expect(document.activeElement).not.toBe(summary());
  });

  it("reads the links' messages in the page's language", async () => {
    await act(() => loadRuleMessages('fr'));
    render(
      <>
        <ErrorSummary errors={[{ id: 'reset-email', label: 'Adresse e-mail', message: REQUIRED_MESSAGE }]} attempt={1} />
        <input id="reset-email" aria-label="Adresse e-mail" />
      </>,
    );
    expect(within(summary()).getByRole('link', { name: 'Adresse e-mail: Ce champ est obligatoire.' }).getAttribute('href')).toBe('#reset-email');
  });
});
