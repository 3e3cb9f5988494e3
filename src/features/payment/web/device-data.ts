/**
 * 3-D Secure device data collection in the browser (REFERENCE "3-D Secure device data"): a hidden
 * frame loads the gateway's device-data page, which answers this window with
 * `{MessageType: 'profile.completed', SessionId, Status}`. Only a message from the gateway's origin and
 * from that very frame counts; without one in time the payment goes on without it (null).
 */
export interface DeviceDataOptions {
  /** The gateway's origin (the checkout config hands it to the page). */
  gatewayUrl: string;
  /** The card's first digits (BIN), sent as the page's `instrument`. */
  bin: string;
  timeoutMs?: number;
  /** The window and document to work in (tests pass jsdom's). */
  window?: Window;
}

const DEVICE_DATA_PATH = '/3ds/device-data';
const DEVICE_DATA_TIMEOUT_MS = 10_000;

export function collectDeviceData(options: DeviceDataOptions): Promise<string | null> {
  const win = options.window ?? window;
  const doc = win.document;
  const gatewayOrigin = new URL(options.gatewayUrl).origin;
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Card security check';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = `${gatewayOrigin}${DEVICE_DATA_PATH}?instrument=${encodeURIComponent(options.bin.replace(/\D/g, '').slice(0, 8))}`;

  return new Promise((resolve) => {
    const finish = (sessionId: string | null) => {
      win.clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      frame.remove();
      resolve(sessionId);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin || event.source !== frame.contentWindow) return;
      const sessionId = profileSessionId(event.data);
      if (sessionId) finish(sessionId);
    };
    const timer = win.setTimeout(() => finish(null), options.timeoutMs ?? DEVICE_DATA_TIMEOUT_MS);
    win.addEventListener('message', onMessage);
    doc.body.appendChild(frame);
  });
}

/** The session id of a `profile.completed` message (a JSON string or an object), else null. */
export function profileSessionId(data: unknown): string | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { MessageType, SessionId, Status } = message as Record<string, unknown>;
  return MessageType === 'profile.completed' && Status === true && typeof SessionId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(SessionId) ? SessionId : null;
}
