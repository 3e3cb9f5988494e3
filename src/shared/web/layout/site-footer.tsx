import type { ReactNode } from 'react';
import { StoreSwitch } from './store-switch';

/** The footer; `children` are the app's own footer links (the features' settings, which shared/ cannot name). */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="site-footer">
      <StoreSwitch />
      {children}
      <p className="health-warning">This product contains nicotine which is a highly addictive substance.</p>
      <p>For adults aged 18 and over only. © Vype.</p>
    </footer>
  );
}
