// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { configureZodMessages } from '../../../shared/domain/zod-messages';
import type { GiftMessage } from './gift-message-api';
import { GiftOptions, ItemGiftOptions } from './gift-options';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
  withWritableCart: (_client: unknown, write: (cart: object) => Promise<unknown>) => write({ scope: 'guest:abc', path: 'guest-carts/abc', quoteId: 'abc' }),
}));

configureZodMessages();

const BASE = '/rest/default/V1/guest-carts/abc';
const GIFT: GiftMessage = { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!' };
const EMPTY: GiftMessage = { recipient: '', sender: '', message: '' };

/** A small stand-in for the server: the order's message and two lines' messages. */
let server: { order: GiftMessage | null; items: Record<number, GiftMessage | null>; failNextPost?: Response };
const fetchMock = vi.fn();

const isEmpty = (m: GiftMessage) => !m.recipient && !m.sender && !m.message;

beforeEach(() => {
  server = { order: null, items: { 5: null, 6: null } };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (init.method === 'GET' && url === `${BASE}/gift-message`) return json(server.order);
    if (init.method === 'GET' && url === BASE) {
      return json({
        items: [
          { item_id: 5, name: 'Crisp Mint pods', gift_message: server.items[5] },
          { item_id: 6, name: 'Dark Cherry pods', gift_message: server.items[6] },
        ],
      });
    }
    if (init.method === 'POST' && url.startsWith(`${BASE}/gift-message`)) {
      if (server.failNextPost) {
        const failure = server.failNextPost;
        server.failNextPost = undefined;
        return failure;
      }
      const body = JSON.parse(String(init.body)).gift_message as GiftMessage;
      const stored = isEmpty(body) ? null : body;
      const itemId = url.slice(`${BASE}/gift-message/`.length);
      if (itemId) server.items[Number(itemId)] = stored;
      else server.order = stored;
      return json(true);
    }
    return new Response(JSON.stringify({ message: 'Request does not match any route.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { client, invalidate, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init.body))]);

const field = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name }) as HTMLInputElement;

/** Opens the order's disclosure once its message has been read (none saved). */
async function openOrderForm() {
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${BASE}/gift-message`, expect.objectContaining({ method: 'GET' })));
  fireEvent.click(screen.getByRole('button', { name: 'Gift options' }));
  await screen.findByRole('textbox', { name: 'To' });
}

function fill(values: Partial<GiftMessage>, scope?: HTMLElement) {
  if (values.recipient !== undefined) fireEvent.change(field('To', scope), { target: { value: values.recipient } });
  if (values.sender !== undefined) fireEvent.change(field('From', scope), { target: { value: values.sender } });
  if (values.message !== undefined) fireEvent.change(field('Message', scope), { target: { value: values.message } });
}

describe('GiftOptions: the order’s gift message (spec 000 §4 "Gift message")', () => {
  it('is a closed "Gift options" disclosure that opens on the form, by keyboard too', async () => {
    renderWithClient(<GiftOptions />);
    const toggle = screen.getByRole('button', { name: 'Gift options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'To' })).toBeNull();
    toggle.focus();
    fireEvent.click(toggle); // a native button: Enter and Space click it
    await screen.findByRole('textbox', { name: 'To' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.hidden).toBe(false);
    expect(screen.getByRole('group', { name: 'Gift message' })).toBeTruthy();
    for (const name of ['To', 'From', 'Message']) expect(field(name)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save gift message' })).toBeTruthy();
  });

  it('saves, then shows a summary with Edit and Delete, refreshes the cart and tells the page', async () => {
    const onChanged = vi.fn();
    const { invalidate } = renderWithClient(<GiftOptions onChanged={onChanged} />);
    await openOrderForm();
    fill({ recipient: '  Amy ', sender: 'Rory', message: 'Happy birthday!\nLove, R' });
    fireEvent.click(screen.getByRole('button', { name: 'Save gift message' }));

    const summary = await screen.findByRole('group', { name: 'Saved gift message' });
    expect(posts()).toEqual([[`${BASE}/gift-message`, { gift_message: { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!\nLove, R' } }]]);
    expect(within(summary).getByText('Amy')).toBeTruthy();
    expect(within(summary).getByText('Rory')).toBeTruthy();
    expect(within(summary).getByText(/Happy birthday!/).textContent).toBe('Happy birthday!\nLove, R');
    expect(within(summary).getByRole('button', { name: 'Edit gift message' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Delete gift message' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'To' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your gift message has been saved.'));
    expect(document.activeElement).toBe(summary);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: cartKeys.all });
  });

  it('opens on the summary when a message is already saved; Edit fills the form, Save replaces it', async () => {
    server.order = GIFT;
    renderWithClient(<GiftOptions />);
    const summary = await screen.findByRole('group', { name: 'Saved gift message' });
    expect(screen.getByRole('button', { name: 'Gift options' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(summary).getByRole('button', { name: 'Edit gift message' }));

    await screen.findByRole('textbox', { name: 'To' }); // the form's code may still be loading
    expect(field('To').value).toBe('Amy');
    expect(field('From').value).toBe('Rory');
    expect(field('Message').value).toBe('Happy birthday!');
    await waitFor(() => expect(document.activeElement).toBe(field('To')));
    fill({ message: 'Many happy returns' });
    fireEvent.click(screen.getByRole('button', { name: 'Save gift message' }));
    await waitFor(() => expect(screen.getByText('Many happy returns')).toBeTruthy());
    expect(posts().at(-1)).toEqual([`${BASE}/gift-message`, { gift_message: { ...GIFT, message: 'Many happy returns' } }]);
  });

  it('Cancel leaves the saved message as it was', async () => {
    server.order = GIFT;
    renderWithClient(<GiftOptions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit gift message' }));
    await screen.findByRole('textbox', { name: 'Message' });
    fill({ message: 'Changed my mind' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing the gift message' }));
    expect(screen.getByText('Happy birthday!')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('Delete submits empty values and brings the empty form back', async () => {
    server.order = GIFT;
    const onChanged = vi.fn();
    renderWithClient(<GiftOptions onChanged={onChanged} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete gift message' }));
    await waitFor(() => expect(field('To').value).toBe(''));
    expect(posts()).toEqual([[`${BASE}/gift-message`, { gift_message: EMPTY }]]);
    expect(field('Message').value).toBe('');
    expect(screen.queryByText('Happy birthday!')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your gift message has been deleted.');
    expect(onChanged).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(field('To')));
  });

  it('saves on Enter in a one-line field (the basket form is not submitted)', async () => {
    renderWithClient(<GiftOptions />);
    await openOrderForm();
    fill({ message: 'Enjoy', recipient: 'Amy' });
    const enter = fireEvent.keyDown(field('To'), { key: 'Enter' });
    expect(enter).toBe(false); // default prevented
    await screen.findByRole('group', { name: 'Saved gift message' });
    expect(posts()).toEqual([[`${BASE}/gift-message`, { gift_message: { recipient: 'Amy', sender: '', message: 'Enjoy' } }]]);
  });

  it.each([
    ['HTML', { recipient: 'Amy', message: 'Hi <b>Amy</b>' }, 'Message', 'HTML tags are not allowed.'],
    ['a To without a message', { recipient: 'Amy' }, 'Message', 'This is a required field.'],
    ['a From too long', { sender: 's'.repeat(256), message: 'Hi' }, 'From', 'Please enter less or equal than 255 symbols.'],
  ])('checks %s in the browser before calling the server', async (_label, values, fieldName, text) => {
    renderWithClient(<GiftOptions />);
    await openOrderForm();
    fill(values);
    fireEvent.click(screen.getByRole('button', { name: 'Save gift message' }));
    await waitFor(() => expect(field(fieldName).getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field(fieldName).getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(text);
    expect(posts()).toEqual([]);
  });

  it('shows the server’s message when a save is refused, and keeps what was typed', async () => {
    server.failNextPost = new Response(
      JSON.stringify({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'abc' } }),
      { status: 404 },
    );
    const onChanged = vi.fn();
    renderWithClient(<GiftOptions onChanged={onChanged} />);
    await openOrderForm();
    fill({ message: 'Enjoy' });
    fireEvent.click(screen.getByRole('button', { name: 'Save gift message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No such entity with cartId = abc'));
    expect(field('Message').value).toBe('Enjoy');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows the generic message when the answer cannot be read', async () => {
    server.failNextPost = new Response('<html>Bad gateway</html>', { status: 502 });
    renderWithClient(<GiftOptions />);
    await openOrderForm();
    fill({ message: 'Enjoy' });
    fireEvent.click(screen.getByRole('button', { name: 'Save gift message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong with your request. Please try again later.'));
  });

  it('renders a stored message as plain text, never as markup', async () => {
    server.order = { recipient: '<img src=x onerror=alert(1)>', sender: 'R', message: '<b>bold?</b>\n<script>alert(1)</script>' };
    const { container } = renderWithClient(<GiftOptions />);
    const summary = await screen.findByRole('group', { name: 'Saved gift message' });
    expect(summary.textContent).toContain('<b>bold?</b>');
    expect(container.querySelector('img, b, script')).toBeNull();
  });
});

/** The basket page's part: the lines come from the cart query, as on the page. */
function Lines({ onChanged }: { onChanged?: () => void }) {
  const cart = useQuery({
    queryKey: cartKeys.detail('guest:abc'),
    queryFn: () => api.get<{ items: { item_id: number; name: string; gift_message: GiftMessage | null }[] }>('guest-carts/abc'),
  });
  return (
    <ul>
      {cart.data?.items.map((item) => (
        <li key={item.item_id}>
          <ItemGiftOptions itemId={item.item_id} itemName={item.name} giftMessage={item.gift_message} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

describe('ItemGiftOptions: a line’s gift message', () => {
  it('names every control after its line, so the lines can be told apart', async () => {
    renderWithClient(<Lines />);
    const mint = await screen.findByRole('button', { name: 'Gift options for Crisp Mint pods' });
    expect(screen.getByRole('button', { name: 'Gift options for Dark Cherry pods' })).toBeTruthy();
    fireEvent.click(mint);
    const group = await screen.findByRole('group', { name: 'Gift message for Crisp Mint pods' });
    expect(within(group).getByRole('textbox', { name: 'To' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Save gift message for Crisp Mint pods' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Gift message for Dark Cherry pods' })).toBeNull();
  });

  it('saves to the line’s own path and shows its summary from the refreshed cart; Delete empties it', async () => {
    const onChanged = vi.fn();
    renderWithClient(<Lines onChanged={onChanged} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Gift options for Dark Cherry pods' }));
    const group = await screen.findByRole('group', { name: 'Gift message for Dark Cherry pods' });
    fill({ recipient: 'Clara', message: 'Your favourite' }, group);
    fireEvent.click(within(group).getByRole('button', { name: 'Save gift message for Dark Cherry pods' }));

    const summary = await screen.findByRole('group', { name: 'Saved gift message for Dark Cherry pods' });
    await waitFor(() => expect(within(summary).queryByText('Your favourite')).toBeTruthy());
    expect(posts()).toEqual([[`${BASE}/gift-message/6`, { gift_message: { recipient: 'Clara', sender: '', message: 'Your favourite' } }]]);
    expect(server.items).toEqual({ 5: null, 6: { recipient: 'Clara', sender: '', message: 'Your favourite' } });
    expect(onChanged).toHaveBeenCalledOnce();

    fireEvent.click(within(summary).getByRole('button', { name: 'Delete gift message for Dark Cherry pods' }));
    await waitFor(() => expect(server.items[6]).toBeNull());
    expect(posts().at(-1)).toEqual([`${BASE}/gift-message/6`, { gift_message: EMPTY }]);
    await waitFor(() => expect(screen.queryByText('Your favourite')).toBeNull());
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
