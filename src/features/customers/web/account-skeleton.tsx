import { useTranslation } from 'react-i18next';
import { Bone, FieldBone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './customers.css';

/** The pages that draw this outline while they load, by their title's key. */
type AccountSkeletonTitle = 'login.title' | 'register.title' | 'login.forgotPassword' | 'password.resetTitle';

/** Login and account creation while they load: the real heading over a grey form. */
export function AccountSkeleton({ titleKey }: { titleKey: AccountSkeletonTitle }) {
  const { t } = useTranslation();
  return (
    <SkeletonPage className="account-page">
      <h1>{t(titleKey)}</h1>
      <div className="account-columns">
        <div className="panel">
          <Bone className="skeleton-line skeleton-w-50" />
          <FieldBone />
          <FieldBone />
          <Bone className="skeleton-button" />
        </div>
      </div>
    </SkeletonPage>
  );
}
