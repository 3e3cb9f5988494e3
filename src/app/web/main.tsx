import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { configureZodMessages } from '../../shared/domain/zod-messages';
import { startTranslations } from '../../shared/web/i18n/i18n';
import { App } from './app';
import '../../shared/web/styles/base.css';
import '../../shared/web/styles/shell.css';

// Browser and server show the same texts for the same mistakes.
configureZodMessages();
// The page's CSP forbids eval: zod is told not to probe for it (the browser reports even a caught attempt).
configureZod({ jitless: true });

// The page's language first (its catalogue comes with the app's script, named in the page by the server);
// then a transition: React renders the first page in short slices, so the main thread stays free for input.
void startTranslations().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
