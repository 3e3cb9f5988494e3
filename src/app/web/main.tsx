import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureZodMessages } from '../../shared/domain/zod-messages';
import { App } from './app';
import '../../shared/web/styles/base.css';
import '../../shared/web/styles/shell.css';

// Browser and server show the same texts for the same mistakes.
configureZodMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
