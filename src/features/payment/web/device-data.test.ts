// @vitest-environment jsdom
import { collectDeviceData, profileSessionId } from './device-data';

const GATEWAY = 'http://localhost:3001';
const profile = (SessionId: string) => JSON.stringify({ MessageType: 'profile.completed', SessionId, Status: true });

describe('3-D Secure device data in the browser', () => {
  it('takes the session id only from the gateway’s frame and origin', async () => {
    const pending = collectDeviceData({ gatewayUrl: GATEWAY, bin: '4444 3333 2222', timeoutMs: 2_000 });
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(`${GATEWAY}/3ds/device-data?instrument=44443333`);
    expect(frame.hidden).toBe(true);
    // Another site, or the right origin from another window: ignored.
    window.dispatchEvent(new MessageEvent('message', { data: profile('evil-1'), origin: 'https://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: profile('evil-2'), origin: GATEWAY, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: profile('session-1'), origin: GATEWAY, source: frame.contentWindow }));
    expect(await pending).toBe('session-1');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('goes on without it after the timeout', async () => {
    expect(await collectDeviceData({ gatewayUrl: GATEWAY, bin: '4444', timeoutMs: 10 })).toBeNull();
  });

  it.each([
    [profile('abc-123'), 'abc-123'],
    [{ MessageType: 'profile.completed', SessionId: 'abc', Status: true }, 'abc'],
    [JSON.stringify({ MessageType: 'profile.completed', SessionId: 'abc', Status: false }), null],
    [JSON.stringify({ MessageType: 'other', SessionId: 'abc', Status: true }), null],
    [profile('<script>'), null],
    ['not json', null],
    [null, null],
  ])('%j → %s', (data, sessionId) => expect(profileSessionId(data)).toBe(sessionId));
});
