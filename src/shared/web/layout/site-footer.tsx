import { StoreSwitch } from './store-switch';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <StoreSwitch />
      <p className="health-warning">This product contains nicotine which is a highly addictive substance.</p>
      <p>For adults aged 18 and over only. © Vype.</p>
    </footer>
  );
}
