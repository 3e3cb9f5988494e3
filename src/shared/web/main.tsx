import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureZodMessages } from '../domain/zod-messages';
import { App } from './app';
import './styles/base.css';
import './styles/shell.css';

// Browser and server show the same texts for the same mistakes.
configureZodMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
